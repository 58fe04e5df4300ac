import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Centrifuge, type Options } from 'centrifuge'
import WebSocket from 'ws'
import type { PushBroker } from '../broker'
import { PushGateway, type PushGatewayConfig } from '../gateway'
import type { GatewayOptions } from '../gateway-context'

export const SECRET = 'test-secret-0123456789abcdef0123456789abcdef'

/** Timings shrunk so the conformance suite runs in seconds. */
export const FAST: Partial<GatewayOptions> = {
  pingIntervalMs: 1000,
  pongTimeoutMs: 500,
  staleMs: 500,
  // Room for a refresh sent on time by a client whose timers run late on a loaded machine.
  expiredCloseDelayMs: 2000,
}

export const NAMESPACES: PushGatewayConfig['namespaces'] = {
  public: { history: { size: 100, ttlMs: 60_000 }, delta: true },
  plain: { history: { size: 100, ttlMs: 60_000 }, delta: false },
  user: { history: { size: 50, ttlMs: 60_000 }, delta: false },
  room: { history: { size: 10, ttlMs: 60_000 }, delta: false, presence: true },
}

export type Harness = {
  readonly gateway: PushGateway
  readonly url: string
  /** http://127.0.0.1:port: the SSE stream and the emulation POST are on it. */
  readonly origin: string
  readonly port: number
  readonly server: Server
  client(options?: Partial<Options>): Centrifuge
  raw(): Promise<RawClient>
  stop(): Promise<void>
}

/** A real gateway on a real port; clients are the real `centrifuge` package over `ws`. */
export async function startGateway(
  config: { broker?: PushBroker; options?: Partial<GatewayOptions>; port?: number } = {},
): Promise<Harness> {
  const gateway = new PushGateway({
    secret: SECRET,
    namespaces: NAMESPACES,
    options: { ...FAST, ...config.options },
    rpc: { echo: (data) => Promise.resolve({ echo: data }) },
    ...(config.broker ? { broker: config.broker } : {}),
  })
  // The SSE fallback's two addresses, as the api serves them; everything else is not here.
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname
    if (req.method === 'GET' && path === '/connection/sse') {
      gateway.serveSse(req, res)
      return
    }
    if (req.method === 'POST' && path === '/connection/emulation') {
      let body = ''
      req.setEncoding('utf8')
      req.on('data', (chunk: string) => (body += chunk))
      req.on('end', () => {
        void gateway
          .emulate(JSON.parse(body) as { session: string; node: string; data: string })
          .then(() => res.writeHead(204).end())
      })
      return
    }
    res.writeHead(404).end()
  })
  gateway.attach(server)
  await new Promise<void>((resolve) => server.listen(config.port ?? 0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const url = `ws://127.0.0.1:${port}/connection/websocket`
  const origin = `http://127.0.0.1:${port}`
  const clients: Centrifuge[] = []
  const raws: RawClient[] = []
  return {
    gateway,
    url,
    origin,
    port,
    server,
    client(options = {}) {
      const client = new Centrifuge(url, {
        websocket: WebSocket,
        timeout: 2000,
        minReconnectDelay: 50,
        maxReconnectDelay: 300,
        maxServerPingDelay: 1000,
        ...options,
      })
      clients.push(client)
      return client
    },
    async raw() {
      const client = await RawClient.open(url)
      raws.push(client)
      return client
    },
    async stop() {
      for (const client of clients) client.disconnect()
      for (const raw of raws) raw.socket.terminate()
      await gateway.close()
      await new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => {
          resolve()
        })
      })
    },
  }
}

/** A bare WebSocket client for wire-level checks: what is sent, what comes back, close codes. */
export class RawClient {
  readonly lines: Record<string, unknown>[] = []
  /** How many lines each frame held, in arrival order. */
  readonly frames: number[] = []
  readonly closed: Promise<{ code: number; reason: string }>
  #id = 0

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data: Buffer) => {
      this.frames.push(data.toString().split('\n').length)
      for (const line of data.toString().split('\n'))
        if (line.trim() !== '') this.lines.push(JSON.parse(line) as Record<string, unknown>)
    })
    this.closed = new Promise((resolve) => {
      socket.on('close', (code, reason) => {
        resolve({ code, reason: reason.toString() })
      })
    })
  }

  static open(url: string): Promise<RawClient> {
    const socket = new WebSocket(url)
    return new Promise((resolve, reject) => {
      socket.once('open', () => {
        resolve(new RawClient(socket))
      })
      socket.once('error', reject)
    })
  }

  sendRaw(text: string): void {
    this.socket.send(text)
  }

  /** Sends one command and resolves with its reply. */
  async command(method: string, body: unknown): Promise<Record<string, unknown>> {
    this.#id += 1
    const id = this.#id
    this.socket.send(JSON.stringify({ id, [method]: body }))
    for (let waited = 0; waited < 3000; waited += 10) {
      const reply = this.lines.find((l) => l.id === id)
      if (reply) return reply
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
    throw new Error(`no reply to ${method}`)
  }
}
