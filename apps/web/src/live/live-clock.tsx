'use client'
import type { MatchStatistics } from '@sportsbook/contracts'
import { clockText } from '@sportsbook/domain'
import { useNow } from './use-now'

type Clock = NonNullable<MatchStatistics['clock']>

/**
 * A live match's clock in a list: the minute (`87'`) or the time left, run on each second
 * from when the feed reported it and stopped when the clock stops. Server and browser each
 * render it for their own "now"; the seconds between them are the one difference hydration
 * is told to accept.
 */
export function LiveClock({ clock, className }: { clock: Clock; className?: string }) {
  const running = !clock.stopped && clock.updated_at !== null
  const now = useNow(running)
  const text = clockText(
    {
      matchTime: clock.match_time,
      stoppageTime: clock.stoppage_time,
      remainingTime: clock.remaining_time,
      stopped: clock.stopped,
      updatedAtMs: clock.updated_at === null ? null : Date.parse(clock.updated_at),
    },
    now,
  )
  if (!text) return null
  return (
    <span className={className} data-clock="" data-stopped={clock.stopped} suppressHydrationWarning>
      {text}
    </span>
  )
}
