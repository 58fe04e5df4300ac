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
