import { randomUUID } from 'node:crypto'
import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import type { Duplex } from 'node:stream'
import { WebSocketServer } from 'ws'
import type { PushBroker, StreamPosition } from './broker'
import { DISCONNECT, UNSUBSCRIBE, type Disconnect } from './codes'
import { Connection } from './connection'
import { asciiJson } from './delta'
import { SseSocket } from './sse-socket'
import { createEncodings } from './encodings'
import {
  DEFAULT_GATEWAY_OPTIONS,
  type GatewayContext,
  type GatewayOptions,
  type Log,
  type Namespace,
  type RpcHandler,
} from './gateway-context'
import { LocalHub } from './hub'
import { InMemoryPushBroker } from './memory-broker'
import { isPrivateChannel, namespaceOf } from './protocol'
import { tokenSecret } from './tokens'

export type PushGatewayConfig = {
  /** The HS256 secret the api signs connection and subscription tokens with. */
  readonly secret: string
  readonly namespaces: Readonly<Record<string, Namespace>>
  readonly broker?: PushBroker
  readonly options?: Partial<GatewayOptions>
  readonly rpc?: Readonly<Record<string, RpcHandler>>
  /** Browser origins allowed besides the api's own host. */
  readonly allowedOrigins?: readonly string[]
  readonly log?: Log
}

export type GatewayStats = {
  readonly connections: number
  /** Of the connections, those on the SSE emulation. */
  readonly sseStreams: number
  readonly subscriptions: number
  /** Publications this node sent to the broker. */
  readonly publications: number
  /** Clients disconnected because they did not read (DISCONNECT.slow). */
  readonly slowDropped: number
}

const silent: Log = { error: () => undefined, warn: () => undefined }

/**
 * The push gateway of one api node: a WebSocket endpoint speaking the Centrifuge client
 * protocol (JSON), and `publish` for the api. Nodes share publications and history through
 * the broker.
 */
export class PushGateway {
  readonly #context: GatewayContext
  readonly #hub: LocalHub
  readonly #wss: WebSocketServer
  readonly #allowedOrigins: ReadonlySet<string>
  /** This node's name in emulated sessions: their commands must come back to it. */
  readonly #node = randomUUID()
  /** The SSE streams open on this node, by session. */
  readonly #sessions = new Map<string, SseSocket>()

  constructor(config: PushGatewayConfig) {
    const options = { ...DEFAULT_GATEWAY_OPTIONS, ...config.options }
    const broker = config.broker ?? new InMemoryPushBroker()
    this.#hub = new LocalHub(broker)
    this.#context = {
      options,
      namespaces: config.namespaces,
      secret: tokenSecret(config.secret),
      broker,
      hub: this.#hub,
      encodings: createEncodings(),
      rpc: config.rpc ?? {},
      connections: new Set(),
      log: config.log ?? silent,
      counters: { publications: 0, slowDropped: 0 },
    }
    this.#allowedOrigins = new Set(config.allowedOrigins ?? [])
    this.#wss = new WebSocketServer({ noServer: true, maxPayload: options.maxPayloadBytes })
    broker.onControl((message) => {
      if (message.type === 'sign_out') this.#signOutLocally(message.user)
      else if (message.node === this.#node)
        this.#sessions.get(message.session)?.receive(message.data)
    })
  }

  /** Serves the endpoint on `server`'s upgrade requests for `path`. */
  attach(server: Server, path = '/connection/websocket'): void {
    server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
      const url = new URL(request.url ?? '/', 'http://localhost')
      if (url.pathname !== path) return
      this.handleUpgrade(request, socket, head)
    })
  }

  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    const refusal = this.#refusal(request)
    if (refusal) {
      socket.end(`HTTP/1.1 ${refusal}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`)
      return
    }
    this.#wss.handleUpgrade(request, socket, head, (ws) => {
      new Connection(ws, this.#context)
    })
  }

  /**
   * The SSE fallback (the centrifuge client's `sse` transport, for browsers behind proxies
   * that block WebSocket): the connect command comes in the `cf_connect` query parameter, the
   * replies and pushes go down the event stream, later commands come to `emulate`.
   */
  serveSse(request: IncomingMessage, response: ServerResponse): void {
    const refusal = this.#refusal(request)
    const connect = new URL(request.url ?? '/', 'http://localhost').searchParams.get('cf_connect')
    if (refusal || !connect || connect.length > this.#context.options.maxPayloadBytes) {
      response.writeHead(refusal ? Number(refusal.slice(0, 3)) : 400).end()
      return
    }
    const session = randomUUID()
    const socket = new SseSocket(response, { session, node: this.#node })
    this.#sessions.set(session, socket)
    socket.on('close', () => {
      this.#sessions.delete(session)
    })
    new Connection(socket, this.#context)
    socket.receive(connect)
  }

  /** SSE streams open on this node. */
  get openStreams(): number {
    return this.#sessions.size
  }

  /**
   * A command an SSE client posts (`{session, node, data}`). Its stream may be on another node
   * (a load balancer sends each POST anywhere): then the command goes to that node through the
   * broker, as Centrifugo forwards emulation requests. A session no node holds any more is
   * dropped; its stream has ended and the client reconnects.
   */
  async emulate(body: {
    readonly session: string
    readonly node: string
    readonly data: string
  }): Promise<void> {
    if (body.node === this.#node) this.#sessions.get(body.session)?.receive(body.data)
    else await this.#context.broker.publishControl({ type: 'emulation', ...body })
  }

  #refusal(request: IncomingMessage): string | null {
    // JSON only: a client asking just for the protobuf subprotocol cannot be served.
    const protocols = (request.headers['sec-websocket-protocol'] ?? '')
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean)
    if (protocols.length > 0 && !protocols.includes('centrifuge-json')) return '400 Bad Request'
    const { origin, host } = request.headers
    if (origin === undefined) return null
    // Behind a proxy (the web app's rewrite, a load balancer) the page's host arrives as
    // X-Forwarded-Host; a browser cannot set that header on a WebSocket handshake.
    const forwarded = [request.headers['x-forwarded-host'] ?? []]
      .flat()
      .flatMap((h) => h.split(','))
      .map((h) => h.trim())
    try {
      const from = new URL(origin).host
      if (from === host || forwarded.includes(from) || this.#allowedOrigins.has(origin)) return null
    } catch {
      // An unparsable origin is refused below.
    }
    return '403 Forbidden'
  }

  /** Publishes to every subscriber on every node; the data is kept in the channel's history. */
  async publish(
    channel: string,
    data: unknown,
    options: { readonly delta?: boolean } = {},
  ): Promise<StreamPosition> {
    const namespace = this.#context.namespaces[namespaceOf(channel)]
    if (!namespace) throw new Error(`push: no namespace for channel "${channel}"`)
    this.#context.counters.publications += 1
    return this.#context.broker.publish(channel, asciiJson(data), {
      history: namespace.history,
      delta: namespace.delta && (options.delta ?? true),
    })
  }

  /**
   * Where a channel's stream stands now, for a snapshot the server answers: a client that
   * subscribes from it (`since`) recovers whatever was published after (docs/push-protocol.md
   * §6). The stream is made now if it has none, so the epoch holds.
   */
  async position(channel: string): Promise<StreamPosition> {
    return (await this.#context.broker.history(channel, { limit: 0, keep: true })).top
  }

  /** Ends a user's subscription to a channel on this node (code < 2500 ends it for good). */
  unsubscribeUser(
    user: string,
    channel: string,
    code: { code: number; reason: string } = UNSUBSCRIBE.server,
  ): void {
    for (const connection of this.#context.connections)
      if (connection.user === user) connection.unsubscribe(channel, code)
  }

  /** Disconnects a user's connections on this node with a close code. */
  disconnectUser(user: string, disconnect: Disconnect = DISCONNECT.forceDisconnect): void {
    for (const connection of [...this.#context.connections])
      if (connection.user === user) connection.close(disconnect)
  }

  /**
   * A user signed out: on every node, their private subscriptions drop their tokens (2502) and
   * their connections their connection token (3014), so the clients come back with whatever
   * the browser may now have — anonymous, without the private channels.
   */
  async signOutUser(user: string): Promise<void> {
    await this.#context.broker.publishControl({ type: 'sign_out', user })
  }

  #signOutLocally(user: string): void {
    for (const connection of [...this.#context.connections]) {
      if (connection.user !== user) continue
      for (const channel of [...connection.subscriptions.keys()])
        if (isPrivateChannel(channel)) connection.unsubscribe(channel, UNSUBSCRIBE.stateInvalidated)
      connection.close(DISCONNECT.stateInvalidated)
    }
  }

  get connectionCount(): number {
    return this.#context.connections.size
  }

  /** What this node's metrics report: clients now, and counts since the gateway started. */
  stats(): GatewayStats {
    let subscriptions = 0
    for (const connection of this.#context.connections)
      subscriptions += connection.subscriptions.size
    return {
      connections: this.#context.connections.size,
      sseStreams: this.#sessions.size,
      subscriptions,
      ...this.#context.counters,
    }
  }

  /** Closes every client with 3001 (they reconnect, to another node when there is one). */
  async close(): Promise<void> {
    // Each connection sends what it holds for the write delay, then goes (3001: reconnect).
    for (const connection of [...this.#context.connections]) connection.close(DISCONNECT.shutdown)
    for (const client of [...this.#wss.clients, ...this.#sessions.values()])
      client.close(DISCONNECT.shutdown.code, DISCONNECT.shutdown.reason)
    await new Promise<void>((resolve) => {
      this.#wss.close(() => {
        resolve()
      })
    })
    await this.#context.broker.close()
  }
}
