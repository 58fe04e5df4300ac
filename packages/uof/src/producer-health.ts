// Producer health as UOF requires it (issue 40). Each producer (1 live, 3 prematch) sends
// `alive` every few seconds. It is down — every market it feeds suspended, placements on them
// refused — from the start until its first recovery completes, and again when its alive stops
// for longer than the limit, when it says `subscribed="0"`, or when our connection drops. A
// down producer is asked for a recovery of everything after the last message we processed
// from it; it is up again only on that request's `snapshot_complete`. Pure: the caller does
// the I/O and feeds in what happened, with the time.

export type ProducerState = 'down' | 'recovering' | 'up'

export type DownReason = 'started' | 'alive_timeout' | 'unsubscribed' | 'connection_lost'

export type HealthAction =
  | { readonly type: 'down'; readonly product: number; readonly reason: DownReason }
  /** Ask the producer for everything after `after` (ms; null: a full snapshot). */
  | {
      readonly type: 'recover'
      readonly product: number
      readonly after: number | null
      readonly requestId: number
    }
  | { readonly type: 'up'; readonly product: number }

type Producer = {
  state: ProducerState
  lastAliveAt: number
  /** The newest message timestamp we processed: where a recovery starts from. */
  lastProcessed: number | null
  requestId: number | null
  requestedAt: number
}

export type HealthOptions = {
  readonly products: readonly number[]
  /** Down when no alive came for this long. */
  readonly aliveTimeoutMs: number
  /** A recovery not completed in this long is asked for again (default: the alive limit). */
  readonly recoveryTimeoutMs?: number
  /** The stored timestamps of the last messages processed (a restart resumes from them). */
  readonly lastProcessed?: ReadonlyMap<number, number>
  /** The first request id (ids then count up). */
  readonly firstRequestId?: number
}

export class ProducerHealth {
  private readonly producers = new Map<number, Producer>()
  private nextRequestId: number

  constructor(
    private readonly options: HealthOptions,
    now: number,
  ) {
    this.nextRequestId = options.firstRequestId ?? 1
    for (const product of options.products)
      this.producers.set(product, {
        state: 'down',
        lastAliveAt: now,
        lastProcessed: options.lastProcessed?.get(product) ?? null,
        requestId: null,
        requestedAt: 0,
      })
  }

  state(product: number): ProducerState | undefined {
    return this.producers.get(product)?.state
  }

  lastProcessed(product: number): number | null {
    return this.producers.get(product)?.lastProcessed ?? null
  }

  /** Whether messages of this producer are ours to apply (a producer we were not told of is not). */
  knows(product: number): boolean {
    return this.producers.has(product)
  }

  /** On (re)connecting: every producer is down and asked for a recovery. */
  start(now: number): HealthAction[] {
    return [...this.producers.keys()].flatMap((product) => this.fall(product, 'started', now))
  }

  /** A message of this producer was applied. */
  processed(product: number, timestamp: number): void {
    const producer = this.producers.get(product)
    if (producer && (producer.lastProcessed === null || timestamp > producer.lastProcessed))
      producer.lastProcessed = timestamp
  }

  alive(product: number, subscribed: boolean, now: number): HealthAction[] {
    const producer = this.producers.get(product)
    if (!producer) return []
    producer.lastAliveAt = now
    if (!subscribed) return this.fall(product, 'unsubscribed', now)
    // Back after a silence: ask again for what was missed.
    if (producer.state === 'down') return this.request(product, now)
    return []
  }

  snapshotComplete(product: number, requestId: number): HealthAction[] {
    const producer = this.producers.get(product)
    if (producer?.state !== 'recovering' || producer.requestId !== requestId) return []
    producer.state = 'up'
    producer.requestId = null
    return [{ type: 'up', product }]
  }

  /** The recovery request could not be sent: down until the next alive asks again. */
  recoveryFailed(product: number): void {
    const producer = this.producers.get(product)
    if (producer) producer.state = 'down'
  }

  connectionLost(): HealthAction[] {
    return [...this.producers.keys()].flatMap((product) =>
      this.producers.get(product)?.state === 'down'
        ? []
        : [this.markDown(product, 'connection_lost')],
    )
  }

  /**
   * Checks the alive limit: a producer silent for longer is down (its next alive asks for the
   * recovery); a recovery not completed within the limit is asked for again.
   */
  check(now: number): HealthAction[] {
    const limit = this.options.aliveTimeoutMs
    return [...this.producers].flatMap(([product, producer]) => {
      // Silent: down until its alive comes back, which asks for the recovery.
      if (producer.state !== 'down' && now - producer.lastAliveAt > limit)
        return [this.markDown(product, 'alive_timeout')]
      const recoveryLimit = this.options.recoveryTimeoutMs ?? limit
      if (producer.state === 'recovering' && now - producer.requestedAt > recoveryLimit)
        return this.request(product, now)
      return []
    })
  }

  private markDown(product: number, reason: DownReason): HealthAction {
    const producer = this.producers.get(product)
    if (producer) {
      producer.state = 'down'
      producer.requestId = null
    }
    return { type: 'down', product, reason }
  }

  private fall(product: number, reason: DownReason, now: number): HealthAction[] {
    return [this.markDown(product, reason), ...this.request(product, now)]
  }

  private request(product: number, now: number): HealthAction[] {
    const producer = this.producers.get(product)
    if (!producer) return []
    const requestId = this.nextRequestId++
    producer.state = 'recovering'
    producer.requestId = requestId
    producer.requestedAt = now
    return [{ type: 'recover', product, after: producer.lastProcessed, requestId }]
  }
}
