import type { BrokerPublication, PushBroker } from './broker'
import type { Subscriber } from './subscriber'
import type { Hub } from './gateway-context'

/**
 * This node's subscribers per channel. The broker is subscribed when a channel's first local
 * subscriber arrives and unsubscribed when its last one leaves.
 */
export class LocalHub implements Hub {
  readonly #channels = new Map<string, Set<Subscriber>>()
  readonly #brokerSubscribed = new Map<string, Promise<void>>()

  constructor(private readonly broker: PushBroker) {
    broker.onPublication((publication) => {
      this.#deliver(publication)
    })
  }

  async add(subscriber: Subscriber): Promise<void> {
    const { channel } = subscriber
    let set = this.#channels.get(channel)
    if (!set) {
      set = new Set()
      this.#channels.set(channel, set)
    }
    set.add(subscriber)
    let subscribed = this.#brokerSubscribed.get(channel)
    if (!subscribed) {
      subscribed = this.broker.subscribe(channel)
      this.#brokerSubscribed.set(channel, subscribed)
    }
    await subscribed
  }

  remove(subscriber: Subscriber): void {
    const set = this.#channels.get(subscriber.channel)
    if (!set) return
    set.delete(subscriber)
    if (set.size > 0) return
    this.#channels.delete(subscriber.channel)
    this.#brokerSubscribed.delete(subscriber.channel)
    void this.broker.unsubscribe(subscriber.channel)
  }

  /** Subscribers of a channel on this node. */
  subscribersOf(channel: string): ReadonlySet<Subscriber> {
    return this.#channels.get(channel) ?? new Set()
  }

  #deliver(publication: BrokerPublication): void {
    const set = this.#channels.get(publication.channel)
    if (!set) return
    for (const subscriber of [...set]) subscriber.connection.deliver(subscriber, publication)
  }
}
