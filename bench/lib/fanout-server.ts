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
      response.end(JSON.stringify({ published, cpuMs: (used.user + used.system) / 1000 }))
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

/** Publishes in 10 ms steps: `publicRate`/s to public:updates, `matchRate`/s over the matches. */
async function run(
  seconds: number,
  publicRate: number,
  matchRate: number,
  matches: number,
): Promise<number> {
  const start = Date.now()
  let published = 0
  let publicDone = 0
  let matchDone = 0
  while (Date.now() - start < seconds * 1000) {
    const elapsed = (Date.now() - start) / 1000
    for (; publicDone < elapsed * publicRate; publicDone += 1, published += 1)
      publish('public:updates', { t: Date.now(), n: publicDone })
    for (; matchDone < elapsed * matchRate; matchDone += 1, published += 1)
      publish(`public:match:${String(matchDone % matches)}`, { t: Date.now(), n: matchDone })
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  return published
}

server.listen(PORT, '127.0.0.1')
