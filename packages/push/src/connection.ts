import { randomUUID } from 'node:crypto'
import type { BrokerPublication } from './broker'
import { DISCONNECT, ERROR, UNSUBSCRIBE, type Disconnect } from './codes'
import { Closed, Refused, close, parse, refuse } from './command-errors'
import type { GatewayContext } from './gateway-context'
import {
  FLAG_REJECT_UNRECOVERED,
  METHODS,
  channelRequest,
  command,
  connectRequest,
  isPrivateChannel,
  refreshRequest,
  rpcRequest,
  subRefreshRequest,
  subscribeRequest,
  type Method,
  commandsOf,
  type Reply,
} from './protocol'
import { historyReply, namespaceOrRefuse, presenceOf, presenceStats } from './channel-commands'
import { isRecovered } from './recovery'
import { frameText, type ClientConnection, type PushSocket, type Subscriber } from './subscriber'
import { CommandRate } from './command-rate'
import { FrameWriter } from './frame-writer'
import {
  connectClaims,
  expiryTimer,
  refreshedExpiry,
  subscriptionTokenExpiry,
  ttlOf,
} from './token-checks'

/**
 * One WebSocket connection speaking the Centrifuge JSON protocol: commands are handled one at
 * a time in arrival order (a frame may hold several), replies echo ids, pushes carry none.
 */
export class Connection implements ClientConnection {
  readonly id = randomUUID()
  user: string | null = null
  readonly subscriptions = new Map<string, Subscriber>()
  readonly #rate: CommandRate
  #queue: Promise<void> = Promise.resolve()
  #closed = false
  #stale: NodeJS.Timeout | undefined
  #ping: NodeJS.Timeout | undefined
  #pong: NodeJS.Timeout | undefined
  #expiry: NodeJS.Timeout | undefined
  #presenceRenewal: NodeJS.Timeout | undefined
  readonly #writer: FrameWriter
  /** Work that must follow the reply being sent (going live after a subscribe). */
  #afterReply: (() => void) | undefined

  constructor(
    private readonly socket: PushSocket,
    private readonly context: GatewayContext,
  ) {
    this.#rate = new CommandRate(context.options.commandsPerSecond, context.options.commandBurst)
    this.#writer = new FrameWriter(socket, context.options, () => {
      this.context.counters.slowDropped += 1
      this.close(DISCONNECT.slow)
    })
    this.#stale = setTimeout(() => {
      this.close(DISCONNECT.stale)
    }, context.options.staleMs)
    socket.on('message', (data, isBinary) => {
      if (isBinary) {
        this.close(DISCONNECT.badRequest)
        return
      }
      const text = frameText(data)
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

  /** Sends one line (a reply or a push) now; a client that does not read is disconnected. */
  send(line: string | Buffer): void {
    if (!this.#closed) this.#writer.send(line)
  }

  close(disconnect: Disconnect): void {
    if (this.#closed) return
    // What is held goes first (a client that does not read is closed slow instead).
    this.#writer.flush()
    if (this.isClosed) return
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
    this.#writer.push(this.context.encodings.push(publication, subscriber))
    if (subscriber.delta) subscriber.deltaBase = true
  }

  #cleanUp(): void {
    if (this.#closed) return
    this.#closed = true
    for (const timer of [this.#stale, this.#ping, this.#pong, this.#expiry, this.#presenceRenewal])
      clearTimeout(timer)
    this.#writer.clear()
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

  async #frame(text: string): Promise<void> {
    if (this.#closed) return
    const commands = commandsOf(text)
    if (commands === undefined) {
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
    if (!this.#rate.take()) {
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
        return presenceOf(this.context, this.subscriptions, body).then((presence) => ({ presence }))
      case 'presence_stats':
        return presenceOf(this.context, this.subscriptions, body).then(presenceStats)
      case 'history':
        return historyReply(this.context, this.subscriptions, body)
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
    const { user, expiresAt } = await connectClaims(this.context.secret, token)
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

  async #subscribe(body: unknown): Promise<Reply> {
    const request = parse(subscribeRequest, body)
    const { channel } = request
    if (request.delta !== undefined && request.delta !== 'fossil') close(DISCONNECT.badRequest)
    if (request.tf !== undefined) refuse(ERROR.badRequest)
    if (request.type !== undefined && request.type !== 0) refuse(ERROR.permissionDenied)
    const namespace = namespaceOrRefuse(this.context, channel)
    if (this.subscriptions.has(channel)) refuse(ERROR.alreadySubscribed)
    if (this.subscriptions.size >= this.context.options.channelLimit) close(DISCONNECT.channelLimit)
    let expiresAt: number | null = null
    if (request.token !== undefined && request.token !== '') {
      expiresAt = await this.#tokenExpiry(channel, request.token, 'subscribe')
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
    const recovered = recovering && isRecovered(since, publications, top)
    if (recovering) {
      if (!recovered && ((request.flag ?? 0) & FLAG_REJECT_UNRECOVERED) !== 0) {
        this.#drop(channel)
        return refuse(ERROR.unrecoverablePosition)
      }
    }
    subscriber.last = top
    // A delta needs the payload before it on the client, which the server cannot know a
    // recovering client to hold: a new subscription from a page's snapshot has none (decision
    // 184). The first publication it gets is whole, recovered or live.
    subscriber.deltaBase = false
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

  #tokenExpiry(channel: string, token: string, command: 'subscribe' | 'sub_refresh') {
    return subscriptionTokenExpiry(this.context.secret, this.user, channel, token, command)
  }

  #scheduleSubscriptionExpiry(subscriber: Subscriber, expiresAt: number | null): void {
    clearTimeout(subscriber.expiry)
    subscriber.expiry = expiryTimer(expiresAt, this.context.options.expiredCloseDelayMs, () => {
      this.unsubscribe(subscriber.channel, UNSUBSCRIBE.expired)
    })
  }

  #renewPresence(subscriber: Subscriber): Promise<void> {
    return this.context.broker.addPresence(
      subscriber.channel,
      { user: this.user ?? '', client: this.id },
      this.context.options.presenceTtlMs,
    )
  }

  async #rpc(body: unknown): Promise<Reply> {
    const { method, data } = parse(rpcRequest, body)
    const handler = this.context.rpc[method] ?? refuse(ERROR.methodNotFound)
    return { data: await handler(data, { user: this.user ?? '' }) }
  }

  async #refresh(body: unknown): Promise<Reply> {
    const { token } = parse(refreshRequest, body)
    const expiresAt = await refreshedExpiry(this.context.secret, this.user, token)
    this.#scheduleExpiry(expiresAt)
    return ttlOf(expiresAt)
  }

  async #subRefresh(body: unknown): Promise<Reply> {
    const { channel, token } = parse(subRefreshRequest, body)
    const subscriber = this.subscriptions.get(channel) ?? refuse(ERROR.permissionDenied)
    const expiresAt = await this.#tokenExpiry(channel, token, 'sub_refresh')
    this.#scheduleSubscriptionExpiry(subscriber, expiresAt)
    return ttlOf(expiresAt)
  }
}
