/** What the subscriptions are made with: the push connection (the centrifuge client). */
export type ChannelTransport = {
  subscribe(channels: readonly string[]): void
  unsubscribe(channels: readonly string[]): void
}

type Timers = {
  setTimeout: (run: () => void, ms: number) => unknown
}

/** Subscribe and unsubscribe requests within this window go out together (issue 10). */
export const SUBSCRIPTION_BATCH_MS = 50

/**
 * Reference-counted, batched channel subscriptions: many components asking for one match
 * make one subscription, and it ends when the last lets go. Requests within a short window
 * go out together, and a channel acquired and released inside one window costs nothing
 * (a list scrolled past quickly).
 */
export function createChannelSubscriptions(
  transport: ChannelTransport,
  timers: Timers = { setTimeout: (run, ms) => globalThis.setTimeout(run, ms) },
) {
  const counts = new Map<string, number>()
  const active = new Set<string>()
  let scheduled = false

  function flush(): void {
    scheduled = false
    const add: string[] = []
    const remove: string[] = []
    for (const [channel, count] of counts) {
      if (count > 0 && !active.has(channel)) add.push(channel)
      if (count === 0) {
        counts.delete(channel)
        if (active.has(channel)) remove.push(channel)
      }
    }
    for (const channel of add) active.add(channel)
    for (const channel of remove) active.delete(channel)
    if (remove.length > 0) transport.unsubscribe(remove)
    if (add.length > 0) transport.subscribe(add)
  }

  function schedule(): void {
    if (scheduled) return
    scheduled = true
    timers.setTimeout(flush, SUBSCRIPTION_BATCH_MS)
  }

  return {
    /** Takes a reference on a channel; call the answer to let it go (once). */
    acquire(channel: string): () => void {
      counts.set(channel, (counts.get(channel) ?? 0) + 1)
      schedule()
      let released = false
      return () => {
        if (released) return
        released = true
        counts.set(channel, (counts.get(channel) ?? 1) - 1)
        schedule()
      }
    },
    /** The channels subscribed now (after the last flush). */
    active: (): readonly string[] => [...active],
  }
}
