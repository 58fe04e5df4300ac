import {
  newEpoch,
  pageOf,
  type BrokerPublication,
  type ClientInfo,
  type ControlMessage,
  type HistoryQuery,
  type PushBroker,
  type StreamPosition,
} from './broker'

type Stream = {
  epoch: string
  offset: number
  last: string | null
  kept: { publication: BrokerPublication; expiresAt: number }[]
}

/** Publications between two sweeps of idle streams. */
const SWEEP_EVERY = 10_000

/**
 * The broker of a single process (the default): streams and delivery live in memory, so a
 * restart starts new epochs and clients that reconnect are told to refetch.
 */
export class InMemoryPushBroker implements PushBroker {
  readonly #streams = new Map<string, Stream>()
  #publishedSinceSweep = 0
  readonly #subscribed = new Set<string>()
  readonly #presence = new Map<string, Map<string, { info: ClientInfo; expiresAt: number }>>()
  #handler: (publication: BrokerPublication) => void = () => undefined
  #control: (message: ControlMessage) => void = () => undefined

  #stream(channel: string): Stream {
    let stream = this.#streams.get(channel)
    if (!stream) {
      stream = { epoch: newEpoch(), offset: 0, last: null, kept: [] }
      this.#streams.set(channel, stream)
    }
    return stream
  }

  publish(
    channel: string,
    data: string,
    options: { history: { size: number; ttlMs: number }; delta: boolean },
  ): Promise<StreamPosition> {
    const stream = this.#stream(channel)
    stream.offset += 1
    const publication: BrokerPublication = {
      channel,
      offset: stream.offset,
      epoch: stream.epoch,
      data,
      prev: stream.last,
      delta: options.delta,
    }
    stream.last = data
    const now = Date.now()
    stream.kept.push({ publication, expiresAt: now + options.history.ttlMs })
    while (
      stream.kept.length > options.history.size ||
      (stream.kept[0] && stream.kept[0].expiresAt <= now)
    )
      stream.kept.shift()
    if (this.#subscribed.has(channel)) this.#handler(publication)
    if (++this.#publishedSinceSweep >= SWEEP_EVERY) this.#sweep(now)
    return Promise.resolve({ offset: stream.offset, epoch: stream.epoch })
  }

  subscribe(channel: string): Promise<void> {
    this.#subscribed.add(channel)
    return Promise.resolve()
  }

  /**
   * The last subscriber here left: a stream with no history left is forgotten at once (any
   * client may name any channel, so names must not outlive their use). A client that comes back
   * to it later gets a new epoch and refetches, as it would once the history had expired.
   */
  unsubscribe(channel: string): Promise<void> {
    this.#subscribed.delete(channel)
    const stream = this.#streams.get(channel)
    const now = Date.now()
    if (stream?.kept.every((kept) => kept.expiresAt <= now)) this.#streams.delete(channel)
    return Promise.resolve()
  }

  history(
    channel: string,
    query: HistoryQuery,
  ): Promise<{ publications: BrokerPublication[]; top: StreamPosition }> {
    // Any client may name any channel: only one subscribed here (or kept by a server snapshot)
    // gets its stream made now.
    const stream =
      this.#subscribed.has(channel) || query.keep
        ? this.#stream(channel)
        : (this.#streams.get(channel) ?? { epoch: newEpoch(), offset: 0, last: null, kept: [] })
    const now = Date.now()
    const kept = stream.kept.filter((k) => k.expiresAt > now).map((k) => k.publication)
    return Promise.resolve({
      publications: pageOf(kept, query),
      top: { offset: stream.offset, epoch: stream.epoch },
    })
  }

  /** Channels the broker holds state for (streams, subscriptions, presence). */
  get channelCount(): number {
    return new Set([...this.#streams.keys(), ...this.#subscribed, ...this.#presence.keys()]).size
  }

  /**
   * Forgets streams whose history has expired and that nobody here subscribes to: a client
   * that comes back to one later starts anew (a new epoch: it refetches, as after expiry).
   */
  #sweep(now: number): void {
    this.#publishedSinceSweep = 0
    for (const [channel, stream] of this.#streams)
      if (!this.#subscribed.has(channel) && stream.kept.every((kept) => kept.expiresAt <= now))
        this.#streams.delete(channel)
  }

  addPresence(channel: string, info: ClientInfo, ttlMs: number): Promise<void> {
    const entries =
      this.#presence.get(channel) ?? new Map<string, { info: ClientInfo; expiresAt: number }>()
    entries.set(info.client, { info, expiresAt: Date.now() + ttlMs })
    this.#presence.set(channel, entries)
    return Promise.resolve()
  }

  removePresence(channel: string, client: string): Promise<void> {
    const entries = this.#presence.get(channel)
    entries?.delete(client)
    if (entries?.size === 0) this.#presence.delete(channel)
    return Promise.resolve()
  }

  presence(channel: string): Promise<Record<string, ClientInfo>> {
    const now = Date.now()
    const live: Record<string, ClientInfo> = {}
    for (const [client, entry] of this.#presence.get(channel) ?? [])
      if (entry.expiresAt > now) live[client] = entry.info
    return Promise.resolve(live)
  }

  publishControl(message: ControlMessage): Promise<void> {
    this.#control(message)
    return Promise.resolve()
  }

  onControl(handler: (message: ControlMessage) => void): void {
    this.#control = handler
  }

  onPublication(handler: (publication: BrokerPublication) => void): void {
    this.#handler = handler
  }

  close(): Promise<void> {
    return Promise.resolve()
  }
}
