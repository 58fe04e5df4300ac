/** Event status numbers (spec §3). */
export const EVENT_STATUS = {
  prematch: 0,
  live: 1,
  stopped: 2,
  closed: 3,
  finished: 4,
  notCovered: 5,
} as const
export type EventStatus = (typeof EVENT_STATUS)[keyof typeof EVENT_STATUS]

const { prematch, live, stopped, closed, finished, notCovered } = EVENT_STATUS

/**
 * In play (spec §4: the live flag is status 1). A stopped match (2: play interrupted) is not
 * counted live: it leaves live lists and counts until play resumes. A break is live.
 */
export const LIVE_STATUSES: readonly EventStatus[] = [live]
/** Over: finished on the pitch, or closed after results. */
export const FINISHED_STATUSES: readonly EventStatus[] = [closed, finished]
/** Prematch or live: what listings offer to bet on, and where a bet may be placed (spec §4). */
export const OPEN_FOR_BETS_STATUSES: readonly EventStatus[] = [prematch, live]
/** Not over yet: to come, in play or stopped for a moment (favourites, indexable match pages). */
export const NOT_OVER_STATUSES: readonly EventStatus[] = [prematch, live, stopped]
/** Every status the feed still moves: all but the over ones (not covered waits for results). */
export const FEED_RUNNING_STATUSES: readonly EventStatus[] = [prematch, live, stopped, notCovered]

const has = (set: readonly EventStatus[], status: number) =>
  (set as readonly number[]).includes(status)

export function isLiveStatus(status: number): boolean {
  return has(LIVE_STATUSES, status)
}

export function isFinishedStatus(status: number): boolean {
  return has(FINISHED_STATUSES, status)
}

export function isOpenForBetsStatus(status: number): boolean {
  return has(OPEN_FOR_BETS_STATUSES, status)
}

export function isNotOverStatus(status: number): boolean {
  return has(NOT_OVER_STATUSES, status)
}
