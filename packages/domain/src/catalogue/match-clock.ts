/**
 * A match clock `mm:ss` (minutes may pass 99) moved on by `elapsedMs`: the page runs the
 * clock between the feed's updates, which come only when the score or status changes.
 * Text that is not a clock is returned as it is.
 */
export function advanceClock(matchTime: string, elapsedMs: number): string {
  const parsed = /^(\d+):([0-5]\d)$/.exec(matchTime)
  if (!parsed || elapsedMs <= 0) return matchTime
  const seconds = Number(parsed[1]) * 60 + Number(parsed[2]) + Math.floor(elapsedMs / 1000)
  const minutes = Math.floor(seconds / 60)
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`
}

/** `mm:ss` moved back by `elapsedMs`, never below 00:00 (a clock that counts down). */
export function countDownClock(remaining: string, elapsedMs: number): string {
  const parsed = /^(\d+):([0-5]\d)$/.exec(remaining)
  if (!parsed || elapsedMs <= 0) return remaining
  const seconds = Math.max(
    0,
    Number(parsed[1]) * 60 + Number(parsed[2]) - Math.floor(elapsedMs / 1000),
  )
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`
}

/** A live match's clock as the feed reports it, and when that was true (ms; null if unknown). */
export type LiveClock = {
  readonly matchTime: string | null
  readonly stoppageTime: string | null
  readonly remainingTime: string | null
  readonly stopped: boolean
  readonly updatedAtMs: number | null
}

const minuteOf = (clock: string) => Number(/^(\d+):/.exec(clock)?.[1] ?? Number.NaN)

/**
 * What a list shows of the clock at `nowMs`: the time left when the sport counts down
 * (`05:12`), else the minute being played (`87'`, `90+2'` in stoppage time). A clock that is
 * not stopped runs on from when it was reported, so a page opened at 87' shows 87'.
 */
export function clockText(clock: LiveClock, nowMs: number): string | null {
  const elapsed = clock.stopped || clock.updatedAtMs === null ? 0 : nowMs - clock.updatedAtMs
  if (clock.remainingTime) return countDownClock(clock.remainingTime, elapsed)
  if (clock.stoppageTime) {
    const extra = minuteOf(advanceClock(clock.stoppageTime, elapsed))
    const regular = clock.matchTime ? minuteOf(clock.matchTime) : Number.NaN
    return Number.isNaN(extra) || Number.isNaN(regular) ? null : `${regular}+${extra + 1}'`
  }
  if (!clock.matchTime) return null
  const minute = minuteOf(advanceClock(clock.matchTime, elapsed))
  if (Number.isNaN(minute)) return null
  // The minute being played: 00:00–00:59 is the 1st; the clock stops at a period's end.
  return clock.stopped && clock.matchTime.endsWith(':00') ? `${minute}'` : `${minute + 1}'`
}

/**
 * The scoreboard's clock at `nowMs`, each part run on from when it was reported: the match
 * time (standing at the end of regulation while stoppage time runs), the stoppage time and
 * the time left of a sport that counts down.
 */
export function runningClock(
  clock: LiveClock,
  nowMs: number,
): { matchTime: string | null; stoppageTime: string | null; remainingTime: string | null } {
  const elapsed = clock.stopped || clock.updatedAtMs === null ? 0 : nowMs - clock.updatedAtMs
  return {
    matchTime:
      clock.matchTime &&
      (clock.stoppageTime ? clock.matchTime : advanceClock(clock.matchTime, elapsed)),
    stoppageTime: clock.stoppageTime && advanceClock(clock.stoppageTime, elapsed),
    remainingTime: clock.remainingTime && countDownClock(clock.remainingTime, elapsed),
  }
}
