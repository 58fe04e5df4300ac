import {
  newEpoch,
  pageOf,
  type BrokerPublication,
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

/**
 * The broker of a single process (the default): streams and delivery live in memory, so a
 * restart starts new epochs and clients that reconnect are told to refetch.
 */
export class InMemoryPushBroker implements PushBroker {
  readonly #streams = new Map<string, Stream>()
  readonly #subscribed = new Set<string>()
  #handler: (publication: BrokerPublication) => void = () => undefined

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
    return Promise.resolve({ offset: stream.offset, epoch: stream.epoch })
  }

  subscribe(channel: string): Promise<void> {
    this.#subscribed.add(channel)
    return Promise.resolve()
  }

  unsubscribe(channel: string): Promise<void> {
    this.#subscribed.delete(channel)
    return Promise.resolve()
  }

  history(
    channel: string,
    query: HistoryQuery,
  ): Promise<{ publications: BrokerPublication[]; top: StreamPosition }> {
    const stream = this.#stream(channel)
    const now = Date.now()
    const kept = stream.kept.filter((k) => k.expiresAt > now).map((k) => k.publication)
    return Promise.resolve({
      publications: pageOf(kept, query),
      top: { offset: stream.offset, epoch: stream.epoch },
    })
  }

  onPublication(handler: (publication: BrokerPublication) => void): void {
    this.#handler = handler
  }

  close(): Promise<void> {
    return Promise.resolve()
  }
}
