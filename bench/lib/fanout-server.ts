// The server side of bench/push-fanout, as its own process: MODE=push runs our gateway (with
// WRITE_DELAY_MS's write batching),
// MODE=raw a bare `ws` server that broadcasts the same messages with no protocol. GET /run
// publishes at a fixed rate for a while; GET /memory reports memory after a full GC.
import { createServer } from 'node:http'
import { PushGateway } from '@sportsbook/push'
import { WebSocketServer, type WebSocket } from 'ws'

const PORT = Number(process.env.PORT)
const MODE = process.env.MODE === 'raw' ? 'raw' : 'push'
const gc = (globalThis as { gc?: () => void }).gc

type Publish = (channel: string, data: unknown) => void

const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost')
  if (url.pathname === '/ready') {
    response.end('ok')
  } else if (url.pathname === '/memory') {
    gc?.()
    response.end(JSON.stringify(process.memoryUsage()))
  } else if (url.pathname === '/run') {
    const seconds = Number(url.searchParams.get('seconds'))
    const publicRate = Number(url.searchParams.get('public'))
    const matchRate = Number(url.searchParams.get('match'))
    const matches = Number(url.searchParams.get('matches'))
    const cpu = process.cpuUsage()
    void run(seconds, publicRate, matchRate, matches).then((published) => {
      const used = process.cpuUsage(cpu)
      response.end(JSON.stringify({ ...published, cpuMs: (used.user + used.system) / 1000 }))
    })
  } else {
    response.writeHead(404).end()
  }
})

let publish: Publish
if (MODE === 'push') {
  const gateway = new PushGateway({
    secret: 'bench-secret-0123456789abcdef0123456789',
    namespaces: { public: { history: { size: 100, ttlMs: 60_000 }, delta: false } },
    options: {
      pingIntervalMs: 25_000,
      commandsPerSecond: 1000,
      commandBurst: 1000,
      writeDelayMs: Number(process.env.WRITE_DELAY_MS ?? 0),
    },
  })
  gateway.attach(server)
  publish = (channel, data) => {
    void gateway.publish(channel, data)
  }
} else {
  const channels = new Map<string, Set<WebSocket>>()
  const wss = new WebSocketServer({ server, path: '/raw' })
  wss.on('connection', (socket, request) => {
    const subscribed = new URL(request.url ?? '/', 'http://localhost').searchParams.getAll('ch')
    for (const channel of subscribed) {
      const set = channels.get(channel) ?? new Set()
      set.add(socket)
      channels.set(channel, set)
    }
    socket.on('close', () => {
      for (const channel of subscribed) channels.get(channel)?.delete(socket)
    })
  })
  publish = (channel, data) => {
    // Encoded once for all its sockets, as a well-written broadcast does.
    const bytes = Buffer.from(JSON.stringify({ channel, data }))
    for (const socket of channels.get(channel) ?? []) socket.send(bytes, { binary: false })
  }
}

/**
 * Publishes `seconds` worth of `publicRate`/s to public:updates and `matchRate`/s over the
 * matches, in 10 ms steps. Each message carries the time it was due, not the time it went out:
 * a server too busy to keep up delays its own publishing, and stamping the send time would hide
 * that delay from the latency (coordinated omission). Answers how many of each it published.
 */
async function run(
  seconds: number,
  publicRate: number,
  matchRate: number,
  matches: number,
): Promise<{ public: number; match: number }> {
  const start = Date.now()
  const publicTotal = Math.round(seconds * publicRate)
  const matchTotal = Math.round(seconds * matchRate)
  let publicDone = 0
  let matchDone = 0
  while (publicDone < publicTotal || matchDone < matchTotal) {
    const elapsed = Math.min(seconds, (Date.now() - start) / 1000)
    for (; publicDone < Math.min(publicTotal, elapsed * publicRate); publicDone += 1)
      publish('public:updates', {
        t: start + Math.round((publicDone * 1000) / publicRate),
        n: publicDone,
      })
    for (; matchDone < Math.min(matchTotal, elapsed * matchRate); matchDone += 1)
      publish(`public:match:${String(matchDone % matches)}`, {
        t: start + Math.round((matchDone * 1000) / matchRate),
        n: matchDone,
      })
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  return { public: publicDone, match: matchDone }
}

server.listen(PORT, '127.0.0.1')
