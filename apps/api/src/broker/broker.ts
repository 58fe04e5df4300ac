/**
 * Where the api publishes push events; the push gateway (issue 6) delivers them to browsers.
 * In-memory on one node; Redis when several api nodes share the work (issue 6).
 */
export interface Broker {
  publish(channel: string, message: unknown): void
  subscribe(channel: string, handler: (message: unknown) => void): () => void
}

/** One process's broker: handlers are called synchronously, in subscription order. */
export class InMemoryBroker implements Broker {
  readonly #handlers = new Map<string, Set<(message: unknown) => void>>()

  publish(channel: string, message: unknown): void {
    for (const handler of this.#handlers.get(channel) ?? []) handler(message)
  }

  subscribe(channel: string, handler: (message: unknown) => void): () => void {
    const set = this.#handlers.get(channel) ?? new Set()
    set.add(handler)
    this.#handlers.set(channel, set)
    return () => {
      set.delete(handler)
    }
  }
}
