import { randomUUID } from 'node:crypto'
import type { RawData } from 'ws'
import type { BrokerPublication, ClientInfo, StreamPosition } from './broker'
import { DISCONNECT, ERROR, UNSUBSCRIBE, type Disconnect, type ProtocolError } from './codes'
import type { GatewayContext, Namespace } from './gateway-context'
import {
  FLAG_REJECT_UNRECOVERED,
  METHODS,
  channelRequest,
  command,
  connectRequest,
  historyRequest,
  isPrivateChannel,
  namespaceOf,
  refreshRequest,
  rpcRequest,
  subRefreshRequest,
  subscribeRequest,
  type Method,
} from './protocol'
import { verifyConnectionToken, verifySubscriptionToken } from './tokens'

/** One client subscription as the hub delivers to it. */
export type Subscriber = {
  readonly connection: Connection
  readonly channel: string
  /** Live publications wait here until the subscribe reply has gone (the subscribe race). */
  buffer: BrokerPublication[] | null
  last: StreamPosition
  /** Fossil delta negotiated; `deltaBase` says the client holds the previous payload. */
  readonly delta: boolean
  deltaBase: boolean
  /** Listed in the channel's presence (its namespace has presence on). */
  readonly presence: boolean
  expiry: NodeJS.Timeout | undefined
}

type Reply = Record<string, unknown>
class Refused extends Error {
  constructor(readonly error: ProtocolError) {
    super(error.message)
  }
}
class Closed extends Error {
  constructor(readonly disconnect: Disconnect) {
    super(disconnect.reason)
  }
}
const refuse = (error: ProtocolError): never => {
  throw new Refused(error)
}
const close = (disconnect: Disconnect): never => {
  throw new Closed(disconnect)
}

function parse<T>(
  schema: { safeParse: (v: unknown) => { success: true; data: T } | { success: false } },
  value: unknown,
): T {
  const result = schema.safeParse(value)
  return result.success ? result.data : close(DISCONNECT.badRequest)
}

/** Seconds left, rounded down, so the client refreshes before the token really expires. */
const ttlOf = (expiresAt: number | null) =>
  expiresAt === null
    ? { expires: false }
    : { expires: true, ttl: Math.max(1, Math.floor(expiresAt - Date.now() / 1000)) }

/** A timer for a token's expiry plus the grace; none for a token that never expires. */
function expiryTimer(
  expiresAt: number | null,
  graceMs: number,
  onExpired: () => void,
): NodeJS.Timeout | undefined {
  if (expiresAt === null) return undefined
  const delay = expiresAt * 1000 - Date.now() + graceMs
  // Node timers overflow above 2^31 − 1 ms.
  return setTimeout(onExpired, Math.min(delay, 2 ** 31 - 1))
}

/**
 * What a connection needs of its transport: a WebSocket, or the SSE emulation of one
 * (`SseSocket`, whose commands come in separate requests to the session on this node).
 */
export interface PushSocket {
  on(event: 'message', listener: (data: RawData, isBinary: boolean) => void): unknown
  on(event: 'close' | 'error', listener: () => void): unknown
  send(data: string | Buffer, options: { binary: boolean }): void
  close(code: number, reason: string): void
  readonly bufferedAmount: number
  readonly emulation?: { readonly session: string; readonly node: string }
}

/**
 * One WebSocket connection speaking the Centrifuge JSON protocol: commands are handled one at
 * a time in arrival order (a frame may hold several), replies echo ids, pushes carry none.
 */
export class Connection {
  readonly id = randomUUID()
  user: string | null = null
  readonly subscriptions = new Map<string, Subscriber>()
  #queue: Promise<void> = Promise.resolve()
  #closed = false
  #stale: NodeJS.Timeout | undefined
  #ping: NodeJS.Timeout | undefined
  #pong: NodeJS.Timeout | undefined
  #expiry: NodeJS.Timeout | undefined
  #presenceRenewal: NodeJS.Timeout | undefined
  #tokens: number
  /** Work that must follow the reply being sent (going live after a subscribe). */
  #afterReply: (() => void) | undefined
  #refilledAt = Date.now()

  constructor(
    private readonly socket: PushSocket,
    private readonly context: GatewayContext,
  ) {
    this.#tokens = context.options.commandBurst
    this.#stale = setTimeout(() => {
      this.close(DISCONNECT.stale)
    }, context.options.staleMs)
    socket.on('message', (data, isBinary) => {
      if (isBinary) {
        this.close(DISCONNECT.badRequest)
        return
      }
      const text = (
        Array.isArray(data) ? Buffer.concat(data) : Buffer.isBuffer(data) ? data : Buffer.from(data)
      ).toString('utf8')
      this.#queue = this.#queue.then(() => this.#frame(text))
    })
    socket.on('close', () => {
      this.#cleanUp()
    })
    socket.on('error', () => {
      this.#cleanUp()
    })
  }

  get isClosed(): boolean {
    return this.#closed
  }

  /** Sends one line (a reply or a push); a client that does not read is disconnected. */
  send(line: string | Buffer): void {
    if (this.#closed) return
    if (this.socket.bufferedAmount > this.context.options.queueMaxBytes) {
      this.close(DISCONNECT.slow)
      return
    }
    // Text frames always, also for pushes encoded to bytes once for every subscriber.
    this.socket.send(line, { binary: false })
  }

  close(disconnect: Disconnect): void {
    if (this.#closed) return
    this.#cleanUp()
    this.socket.close(disconnect.code, disconnect.reason)
  }

  /** Ends one subscription from the server side with an unsubscribe push. */
  unsubscribe(channel: string, code: { code: number; reason: string } = UNSUBSCRIBE.server): void {
    if (!this.subscriptions.has(channel)) return
    this.#drop(channel)
    this.send(JSON.stringify({ push: { channel, unsubscribe: code } }))
  }

  /** A publication for one of this connection's subscriptions, checked against its position. */
  deliver(subscriber: Subscriber, publication: BrokerPublication): void {
    if (subscriber.buffer) {
      subscriber.buffer.push(publication)
      return
    }
    const { last } = subscriber
    if (publication.epoch === last.epoch && publication.offset <= last.offset) return
    if (publication.epoch !== last.epoch || publication.offset !== last.offset + 1) {
      // A gap: the client resubscribes with recover and catches up from history.
      this.unsubscribe(subscriber.channel, UNSUBSCRIBE.insufficientState)
      return
    }
    subscriber.last = { offset: publication.offset, epoch: publication.epoch }
    this.send(this.context.encodings.push(publication, subscriber))
    if (subscriber.delta) subscriber.deltaBase = true
  }

  #cleanUp(): void {
    if (this.#closed) return
    this.#closed = true
    for (const timer of [this.#stale, this.#ping, this.#pong, this.#expiry, this.#presenceRenewal])
      clearTimeout(timer)
    for (const channel of [...this.subscriptions.keys()]) this.#drop(channel)
    this.context.connections.delete(this)
  }

  #drop(channel: string): void {
    const subscriber = this.subscriptions.get(channel)
    if (!subscriber) return
    clearTimeout(subscriber.expiry)
    this.subscriptions.delete(channel)
    this.context.hub.remove(subscriber)
    if (subscriber.presence)
      this.context.broker.removePresence(channel, this.id).catch((err: unknown) => {
        this.context.log.warn({ err, channel }, 'push presence removal failed')
      })
  }

  #takeToken(): boolean {
    const { commandsPerSecond, commandBurst } = this.context.options
    const now = Date.now()
    this.#tokens = Math.min(
      commandBurst,
      this.#tokens + ((now - this.#refilledAt) / 1000) * commandsPerSecond,
    )
    this.#refilledAt = now
    if (this.#tokens < 1) return false
    this.#tokens -= 1
    return true
  }

  async #frame(text: string): Promise<void> {
    if (this.#closed) return
    let commands: unknown[]
    try {
      commands = text
        .split('\n')
        .filter((line) => line.trim() !== '')
        .map((line) => JSON.parse(line) as unknown)
    } catch {
      this.close(DISCONNECT.badRequest)
      return
    }
    if (commands.length === 0) {
      this.close(DISCONNECT.badRequest)
      return
    }
    for (const raw of commands) {
      if (this.isClosed) return
      try {
        await this.#command(raw)
      } catch (error) {
        if (error instanceof Closed) this.close(error.disconnect)
        else {
          this.context.log.error({ err: error }, 'push command failed')
          this.close(DISCONNECT.internal)
        }
        return
      }
    }
  }

  async #command(raw: unknown): Promise<void> {
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) close(DISCONNECT.badRequest)
    const envelope = raw as Record<string, unknown>
    const method = METHODS.find((m) => envelope[m] !== undefined)
    const { id } = parse(command, envelope)
    if (!method) {
      // `{}` is the pong to our ping; anything else without a method is a bad request.
      if (id === undefined && Object.keys(envelope).length === 0) {
        clearTimeout(this.#pong)
        return
      }
      close(DISCONNECT.badRequest)
      return
    }
    if (method !== 'connect' && this.user === null) close(DISCONNECT.badRequest)
    if (method === 'send') {
      // No message handler: the client would never learn its message went nowhere.
      close(DISCONNECT.notAvailable)
    }
    if (id === undefined) close(DISCONNECT.badRequest)
    if (!this.#takeToken()) {
      this.send(JSON.stringify({ id, error: ERROR.tooManyRequests }))
      return
    }
    const body = envelope[method]
    let reply: Reply
    try {
      reply = await this.#handle(method, body)
    } catch (error) {
      if (error instanceof Refused) {
        this.send(JSON.stringify({ id, error: error.error }))
        return
      }
      throw error
    }
    if (this.#closed) return
    this.send(JSON.stringify({ id, [method]: reply }))
    const after = this.#afterReply
    this.#afterReply = undefined
    after?.()
  }

  #handle(method: Method, body: unknown): Promise<Reply> | Reply {
    switch (method) {
      case 'connect':
        return this.#connect(body)
      case 'subscribe':
        return this.#subscribe(body)
      case 'unsubscribe': {
        this.#drop(parse(channelRequest, body).channel)
        return {}
      }
      case 'publish':
        // Only the api publishes; clients never do, on any channel.
        return refuse(ERROR.permissionDenied)
      case 'presence':
        return this.#presence(body).then((presence) => ({ presence }))
      case 'presence_stats':
        return this.#presence(body).then((presence) => ({
          num_clients: Object.keys(presence).length,
          num_users: new Set(Object.values(presence).map((p) => p.user)).size,
        }))
      case 'history':
        return this.#history(body)
      case 'rpc':
        return this.#rpc(body)
      case 'refresh':
        return this.#refresh(body)
      case 'sub_refresh':
        return this.#subRefresh(body)
      case 'send':
        return close(DISCONNECT.notAvailable)
    }
  }

  async #connect(body: unknown): Promise<Reply> {
    if (this.user !== null) close(DISCONNECT.badRequest)
    const { token } = parse(connectRequest, body)
    let user = ''
    let expiresAt: number | null = null
    if (token) {
      const verified = await verifyConnectionToken(this.context.secret, token)
      if (!verified.ok) {
        if (verified.reason === 'expired') return refuse(ERROR.tokenExpired)
        return close(DISCONNECT.invalidToken)
      }
      user = verified.claims.sub
      expiresAt = verified.claims.expiresAt
    }
    this.user = user
    clearTimeout(this.#stale)
    this.#scheduleExpiry(expiresAt)
    this.#schedulePing()
    // Presence entries expire unless renewed, so a node that dies leaves no ghosts behind.
    this.#presenceRenewal = setInterval(() => {
      for (const subscriber of this.subscriptions.values())
        if (subscriber.presence)
          this.#renewPresence(subscriber).catch((err: unknown) => {
            this.context.log.warn({ err }, 'push presence renewal failed')
          })
    }, this.context.options.presenceTtlMs / 2)
    this.context.connections.add(this)
    const ping = Math.max(1, Math.round(this.context.options.pingIntervalMs / 1000))
    return {
      client: this.id,
      version: '1',
      ping,
      pong: true,
      ...ttlOf(expiresAt),
      // An emulated transport sends its commands to this session on this node.
      ...this.socket.emulation,
    }
  }

  #schedulePing(): void {
    const { pingIntervalMs, pongTimeoutMs } = this.context.options
    this.#ping = setInterval(() => {
      this.send('{}')
      clearTimeout(this.#pong)
      this.#pong = setTimeout(() => {
        this.close(DISCONNECT.noPong)
      }, pongTimeoutMs)
    }, pingIntervalMs)
  }

  #scheduleExpiry(expiresAt: number | null): void {
    clearTimeout(this.#expiry)
    this.#expiry = expiryTimer(expiresAt, this.context.options.expiredCloseDelayMs, () => {
      this.close(DISCONNECT.expired)
    })
  }

  #namespace(channel: string): Namespace {
    return this.context.namespaces[namespaceOf(channel)] ?? refuse(ERROR.unknownChannel)
  }

  async #subscribe(body: unknown): Promise<Reply> {
    const request = parse(subscribeRequest, body)
    const { channel } = request
    if (request.delta !== undefined && request.delta !== 'fossil') close(DISCONNECT.badRequest)
    if (request.tf !== undefined) refuse(ERROR.badRequest)
    if (request.type !== undefined && request.type !== 0) refuse(ERROR.permissionDenied)
    const namespace = this.#namespace(channel)
    if (this.subscriptions.has(channel)) refuse(ERROR.alreadySubscribed)
    if (this.subscriptions.size >= this.context.options.channelLimit) close(DISCONNECT.channelLimit)
    let expiresAt: number | null = null
    if (request.token !== undefined && request.token !== '') {
      expiresAt = await this.#subscriptionToken(channel, request.token, 'subscribe')
    } else if (isPrivateChannel(channel)) {
      refuse(ERROR.permissionDenied)
    }

    const delta = request.delta === 'fossil' && namespace.delta
    const subscriber: Subscriber = {
      connection: this,
      channel,
      buffer: [],
      last: { offset: 0, epoch: '' },
      delta,
      deltaBase: false,
      presence: namespace.presence === true,
      expiry: undefined,
    }
    this.subscriptions.set(channel, subscriber)
    await this.context.hub.add(subscriber)
    if (subscriber.presence) await this.#renewPresence(subscriber)
    const recovering = request.recover === true
    const since = { offset: request.offset ?? 0, epoch: request.epoch ?? '' }
    const { publications, top } = await this.context.broker.history(channel, {
      since,
      limit: recovering ? this.context.options.recoveryMaxPublications : 0,
    })
    // The client unsubscribed or went away while history was read.
    if (this.subscriptions.get(channel) !== subscriber) return close(DISCONNECT.internal)
    let recovered = false
    if (recovering) {
      const first = publications[0]
      const lastPublication = publications.at(-1)
      recovered =
        (since.epoch === '' || since.epoch === top.epoch) &&
        (first === undefined || lastPublication === undefined
          ? top.offset === since.offset
          : first.offset === since.offset + 1 && lastPublication.offset === top.offset)
      if (!recovered && ((request.flag ?? 0) & FLAG_REJECT_UNRECOVERED) !== 0) {
        this.#drop(channel)
        return refuse(ERROR.unrecoverablePosition)
      }
    }
    subscriber.last = top
    // The client keeps its delta base across a recovered resubscribe, never across a failed one.
    subscriber.deltaBase = delta && recovered
    this.#scheduleSubscriptionExpiry(subscriber, expiresAt)
    const reply: Reply = {
      recoverable: true,
      positioned: true,
      epoch: top.epoch,
      offset: recovered ? since.offset : top.offset,
      ...(recovering ? { was_recovering: true, recovered } : {}),
      ...(recovered && publications.length > 0
        ? { publications: this.context.encodings.recovered(publications, delta) }
        : {}),
      ...(delta ? { delta: true } : {}),
      ...ttlOf(expiresAt),
    }
    if (recovered && delta && publications.length > 0) subscriber.deltaBase = true
    // After the reply: go live, first with what arrived while history was read.
    this.#afterReply = () => {
      const buffered = subscriber.buffer ?? []
      subscriber.buffer = null
      for (const publication of buffered) this.deliver(subscriber, publication)
    }
    return reply
  }

  /**
   * Verifies a subscription token for this connection; returns its expiry. As in Centrifugo:
   * on subscribe an expired token is 109 and a bad one 103; on sub_refresh 110 and close 3500.
   */
  async #subscriptionToken(
    channel: string,
    token: string,
    command: 'subscribe' | 'sub_refresh',
  ): Promise<number | null> {
    const verified = await verifySubscriptionToken(this.context.secret, token)
    if (!verified.ok) {
      if (command === 'subscribe')
        return refuse(verified.reason === 'expired' ? ERROR.tokenExpired : ERROR.permissionDenied)
      return verified.reason === 'expired' ? refuse(ERROR.expired) : close(DISCONNECT.invalidToken)
    }
    if (verified.claims.channel !== channel || verified.claims.sub !== this.user)
      return close(DISCONNECT.invalidToken)
    return verified.claims.expiresAt
  }

  #scheduleSubscriptionExpiry(subscriber: Subscriber, expiresAt: number | null): void {
    clearTimeout(subscriber.expiry)
    subscriber.expiry = expiryTimer(expiresAt, this.context.options.expiredCloseDelayMs, () => {
      this.unsubscribe(subscriber.channel, UNSUBSCRIBE.expired)
    })
  }

  /** Presence of a channel this connection is subscribed to, from every node. */
  async #presence(body: unknown): Promise<Record<string, ClientInfo>> {
    const { channel } = parse(channelRequest, body)
    if (this.#namespace(channel).presence !== true) refuse(ERROR.notAvailable)
    if (!this.subscriptions.has(channel)) refuse(ERROR.permissionDenied)
    return this.context.broker.presence(channel)
  }

  #renewPresence(subscriber: Subscriber): Promise<void> {
    return this.context.broker.addPresence(
      subscriber.channel,
      { user: this.user ?? '', client: this.id },
      this.context.options.presenceTtlMs,
    )
  }

  async #history(body: unknown): Promise<Reply> {
    const request = parse(historyRequest, body)
    this.#namespace(request.channel)
    if (isPrivateChannel(request.channel) && !this.subscriptions.has(request.channel))
      refuse(ERROR.permissionDenied)
    if (request.reverse && request.since?.offset === 0) refuse(ERROR.badRequest)
    const limit = request.limit ?? 0
    const { publications, top } = await this.context.broker.history(request.channel, {
      since:
        request.since?.offset === undefined
          ? undefined
          : { offset: request.since.offset, epoch: request.since.epoch ?? '' },
      limit:
        limit === -1
          ? this.context.options.historyMaxPublications
          : Math.min(limit, this.context.options.historyMaxPublications),
      reverse: request.reverse,
    })
    if (request.since?.epoch && request.since.epoch !== top.epoch)
      refuse(ERROR.unrecoverablePosition)
    return {
      publications: publications.map((p) => this.context.encodings.plainPublication(p)),
      epoch: top.epoch,
      offset: top.offset,
    }
  }

  async #rpc(body: unknown): Promise<Reply> {
    const { method, data } = parse(rpcRequest, body)
    const handler = this.context.rpc[method] ?? refuse(ERROR.methodNotFound)
    return { data: await handler(data, { user: this.user ?? '' }) }
  }

  async #refresh(body: unknown): Promise<Reply> {
    const { token } = parse(refreshRequest, body)
    const verified = await verifyConnectionToken(this.context.secret, token)
    // An expired token on refresh closes 3005 so the client reconnects and gets a new token.
    if (!verified.ok)
      return close(verified.reason === 'expired' ? DISCONNECT.expired : DISCONNECT.invalidToken)
    if (verified.claims.sub !== this.user) return close(DISCONNECT.invalidToken)
    this.#scheduleExpiry(verified.claims.expiresAt)
    return ttlOf(verified.claims.expiresAt)
  }

  async #subRefresh(body: unknown): Promise<Reply> {
    const { channel, token } = parse(subRefreshRequest, body)
    const subscriber = this.subscriptions.get(channel) ?? refuse(ERROR.permissionDenied)
    const expiresAt = await this.#subscriptionToken(channel, token, 'sub_refresh')
    this.#scheduleSubscriptionExpiry(subscriber, expiresAt)
    return ttlOf(expiresAt)
  }
}
