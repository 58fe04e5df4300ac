// Push fan-out (issue 6): 10,000 loopback clients, each on public:updates and one of 1,000
// match channels, publications at a fixed rate. Printed: delivered messages/s,
// publish→receive p50/p99, and memory per idle connection of the gateway process, next to a
// bare `ws` broadcast of the same messages measured in the same run; the gateway twice, with
// its pushes of one event-loop turn in one frame and with a write delay (issue 42). Every
// message published counts: the run waits until all arrived (at most BENCH_FANOUT_DRAIN_S), the
// rate is over the time to the last one, and what never arrived is lost and counts as slower
// than any in the percentiles — a server that falls behind shows it in its p99, not by leaving
// its backlog out. Servers run in their own process; the clients here speak the wire protocol
// directly (the `centrifuge` client would make the client side, not the gateway, the
// bottleneck at this scale).
import WebSocket from 'ws'
import { startServer, stopServer } from './lib/processes'

const CLIENTS = Number(process.env.BENCH_FANOUT_CLIENTS ?? 10_000)
const MATCHES = Number(process.env.BENCH_FANOUT_MATCHES ?? 1_000)
const SECONDS = Number(process.env.BENCH_FANOUT_SECONDS ?? 10)
const PUBLIC_RATE = Number(process.env.BENCH_FANOUT_PUBLIC_RATE ?? 15)
const MATCH_RATE = Number(process.env.BENCH_FANOUT_MATCH_RATE ?? 5_000)
/** The gateway's write delay for the batched run (PUSH_WRITE_DELAY_MS). */
const WRITE_DELAY_MS = Number(process.env.BENCH_FANOUT_WRITE_DELAY_MS ?? 50)
const DRAIN_S = Number(process.env.BENCH_FANOUT_DRAIN_S ?? 20)

type Result = {
  delivered: number
  lost: number
  p50: number
  p99: number
  perConnectionKiB: number
  serverCpu: number
  clientCpu: number
}

const latencies: number[] = []
let delivered = 0
let lastDeliveryAt = 0
function received(t: number): void {
  delivered += 1
  lastDeliveryAt = performance.now()
  // Every 8th message is enough for the percentiles and keeps the array small.
  if ((delivered & 7) === 0) latencies.push(Date.now() - t)
}

/** The publish time in a message: the number after the first "t": (both servers put it there). */
function timestampOf(bytes: Buffer): number {
  let t = 0
  for (let i = bytes.indexOf('"t":') + 4; bytes[i] !== 44; i += 1)
    t = t * 10 + (bytes[i] ?? 48) - 48
  return t
}

const PUSH = Buffer.from('{"push"')

async function connectAll(open: (i: number) => Promise<WebSocket>): Promise<WebSocket[]> {
  const sockets: WebSocket[] = []
  for (let i = 0; i < CLIENTS; i += 200)
    sockets.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(200, CLIENTS - i) }, (_, k) => open(i + k)),
      )),
    )
  return sockets
}

function openPush(url: string, i: number): Promise<WebSocket> {
  const socket = new WebSocket(url)
  return new Promise((resolve, reject) => {
    let replies = 0
    socket.on('message', (raw: Buffer) => {
      // The gateway sends one push per frame: read it without decoding the frame to text.
      if (raw.subarray(0, PUSH.length).equals(PUSH) && !raw.includes(10)) {
        received(timestampOf(raw))
        return
      }
      for (const line of raw.toString().split('\n')) {
        if (line === '{}') {
          socket.send('{}')
          continue
        }
        // Pushes carry no id; only the timestamp is read (the same cheap read as the baseline).
        if (line.startsWith('{"push"')) received(timestampOf(Buffer.from(line)))
        else if ((JSON.parse(line) as { id?: number }).id && (replies += 1) === 3) resolve(socket)
      }
    })
    socket.once('error', reject)
    socket.once('open', () => {
      socket.send(
        [
          { id: 1, connect: { name: 'bench' } },
          { id: 2, subscribe: { channel: 'public:updates' } },
          { id: 3, subscribe: { channel: `public:match:${String(i % MATCHES)}` } },
        ]
          .map((c) => JSON.stringify(c))
          .join('\n'),
      )
    })
  })
}

function openRaw(url: string, i: number): Promise<WebSocket> {
  const socket = new WebSocket(`${url}?ch=public:updates&ch=public:match:${String(i % MATCHES)}`)
  return new Promise((resolve, reject) => {
    socket.on('message', (raw: Buffer) => {
      received(timestampOf(raw))
    })
    socket.once('error', reject)
    socket.once('open', () => {
      resolve(socket)
    })
  })
}

type Load = { readonly publicRate: number; readonly matchRate: number }
/** The issue's target load, and a quarter of it to show latency below saturation. */
const LOADS: readonly Load[] = [
  { publicRate: PUBLIC_RATE, matchRate: MATCH_RATE },
  { publicRate: Math.round(PUBLIC_RATE / 4), matchRate: Math.round(MATCH_RATE / 4) },
]
const offered = (load: Load) => load.publicRate * CLIENTS + load.matchRate * (CLIENTS / MATCHES)

async function measure(mode: 'push' | 'raw', writeDelayMs = 0): Promise<Result[]> {
  const { origin, child } = await startServer(
    'bench/lib/fanout-server.ts',
    { MODE: mode, NODE_OPTIONS: '--expose-gc', WRITE_DELAY_MS: String(writeDelayMs) },
    { portVariable: 'PORT', readyPath: '/ready' },
  )
  try {
    const memory = async () =>
      ((await (await fetch(`${origin}/memory`)).json()) as { rss: number }).rss
    const before = await memory()
    const ws = origin.replace('http', 'ws')
    const sockets = await connectAll((i) =>
      mode === 'push' ? openPush(`${ws}/connection/websocket`, i) : openRaw(`${ws}/raw`, i),
    )
    const perConnectionKiB = ((await memory()) - before) / CLIENTS / 1024
    const results: Result[] = []
    for (const load of LOADS) {
      delivered = 0
      latencies.length = 0
      const clientCpu = process.cpuUsage()
      const started = performance.now()
      const run = (await (
        await fetch(
          `${origin}/run?seconds=${String(SECONDS)}&public=${String(load.publicRate)}&match=${String(load.matchRate)}&matches=${String(MATCHES)}`,
        )
      ).json()) as { public: number; match: number; cpuMs: number }
      const publishedMs = performance.now() - started
      const expected = run.public * CLIENTS + run.match * (CLIENTS / MATCHES)
      const deadline = performance.now() + DRAIN_S * 1000
      while (delivered < expected && performance.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 50))
      const clientUsed = process.cpuUsage(clientCpu)
      const elapsedMs = Math.max(publishedMs, lastDeliveryAt - started)
      latencies.sort((a, b) => a - b)
      // One sample every 8th delivery: the percentiles are over every 8th message expected.
      const samples = Math.floor(expected / 8)
      const at = (q: number) => latencies[Math.floor(q * samples)] ?? Number.POSITIVE_INFINITY
      results.push({
        delivered: delivered / (elapsedMs / 1000),
        lost: Math.max(0, expected - delivered),
        p50: at(0.5),
        p99: at(0.99),
        perConnectionKiB,
        serverCpu: run.cpuMs / publishedMs,
        clientCpu: (clientUsed.user + clientUsed.system) / 1000 / elapsedMs,
      })
    }
    for (const socket of sockets) socket.terminate()
    return results
  } finally {
    await stopServer(child)
  }
}

const ms = (value: number) => (Number.isFinite(value) ? String(value) : 'lost').padStart(5)
const line = (label: string, r: Result) =>
  `${label.padEnd(30)} ${Math.round(r.delivered).toString().padStart(7)} delivered msg/s  p50 ${ms(r.p50)} ms  p99 ${ms(r.p99)} ms${r.lost > 0 ? ` (${String(r.lost)} lost)` : ''}  ${r.perConnectionKiB.toFixed(1).padStart(5)} KiB per idle connection  cpu: server ${String(Math.round(r.serverCpu * 100))} %, clients ${String(Math.round(r.clientCpu * 100))} %`

console.log(
  `${String(CLIENTS)} clients, each on public:updates and one of ${String(MATCHES)} match channels; ${String(SECONDS)} s per load`,
)
const raw = await measure('raw')
const push = await measure('push')
const batched = await measure('push', WRITE_DELAY_MS)
LOADS.forEach((load, i) => {
  const r = raw[i]
  const p = push[i]
  const b = batched[i]
  if (!r || !p || !b) return
  console.log(
    `offered ${String(offered(load))} deliveries/s (${String(load.publicRate)} public + ${String(load.matchRate)} match publications/s):`,
  )
  console.log(line('  baseline: raw ws broadcast', r))
  console.log(line('  push gateway (centrifuge)', p))
  console.log(line(`  push, write delay ${String(WRITE_DELAY_MS)} ms`, b))
  console.log(
    `  ratio: ${(p.delivered / r.delivered).toFixed(2)} of raw ws throughput (${(b.delivered / r.delivered).toFixed(2)} with the write delay); memory ${(p.perConnectionKiB / Math.max(0.1, r.perConnectionKiB)).toFixed(1)}× raw per connection`,
  )
})
