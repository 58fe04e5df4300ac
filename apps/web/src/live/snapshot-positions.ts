import type { StreamPosition } from '@sportsbook/contracts'

/**
 * Where each channel stood when the page's snapshot of it was read, or when its last
 * subscription ended, until the channel is subscribed again: the subscription starts from there
 * (`since`), so what was published meanwhile is recovered, not lost (docs/push-protocol.md §6).
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
     * The channel's subscription ended, having heard its stream up to `position`: what the page
     * shows is as of there, whatever was noted while it was held. Unknown (it never got
     * subscribed): the next subscription starts from the top.
     */
    heard(channel: string, position: StreamPosition | undefined): void {
      if (position) pending.set(channel, position)
      else pending.delete(channel)
    },
  }
}
