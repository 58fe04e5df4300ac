import type { StreamPosition } from '@sportsbook/contracts'

/**
 * Where each channel stood when the page's snapshot of it was read, until the channel is
 * subscribed: the subscription starts from there (`since`), so what was published between the
 * snapshot and the subscription is recovered, not lost (docs/push-protocol.md §6).
 */
export function createSnapshotPositions() {
  const pending = new Map<string, StreamPosition>()
  return {
    /**
     * A snapshot was read from this position. Of two on one stream the older counts (what the
     * page shows may still be from it); a new epoch replaces the old stream's position.
     */
    note(channel: string, position: StreamPosition): void {
      const known = pending.get(channel)
      if (known?.epoch === position.epoch && known.offset <= position.offset) return
      pending.set(channel, position)
    },
    /** The position a new subscription starts from, once. */
    take(channel: string): StreamPosition | undefined {
      const position = pending.get(channel)
      pending.delete(channel)
      return position
    },
    /**
     * The channel's subscription ended. A snapshot read while it was held (a refetch) was
     * already heard in full; the next subscription starts from its own page's snapshot.
     */
    forget(channel: string): void {
      pending.delete(channel)
    },
  }
}
