import { oneOf } from '../one-of'

/** Event status numbers (spec §3.1). */
export const EVENT_STATUS = {
  prematch: 0,
  live: 1,
  stopped: 2,
  closed: 3,
  finished: 4,
  notCovered: 5,
} as const
export type EventStatus = (typeof EVENT_STATUS)[keyof typeof EVENT_STATUS]
export const EVENT_STATUSES: readonly EventStatus[] = Object.values(EVENT_STATUS)
export const isEventStatus = oneOf(EVENT_STATUSES)

const { prematch, live, stopped, closed, finished, notCovered } = EVENT_STATUS

/**
 * In play (spec §4.4: the live flag is status 1). A stopped match (2: play interrupted) is not
 * counted live: it leaves live lists and counts until play resumes. A break is live.
 */
export const LIVE_STATUSES: readonly EventStatus[] = [live]
/** Over: finished on the pitch, or closed after results. */
export const FINISHED_STATUSES: readonly EventStatus[] = [closed, finished]
/** Prematch or live: what listings offer to bet on, and where a bet may be placed (spec §4.4). */
export const OPEN_FOR_BETS_STATUSES: readonly EventStatus[] = [prematch, live]
/** Not over yet: to come, in play or stopped for a moment (favourites, indexable match pages). */
export const NOT_OVER_STATUSES: readonly EventStatus[] = [prematch, live, stopped]
/** Every status the feed still moves: all but the over ones (not covered waits for results). */
export const FEED_RUNNING_STATUSES: readonly EventStatus[] = [prematch, live, stopped, notCovered]

export const isLiveStatus = oneOf(LIVE_STATUSES)
export const isFinishedStatus = oneOf(FINISHED_STATUSES)
export const isOpenForBetsStatus = oneOf(OPEN_FOR_BETS_STATUSES)
export const isNotOverStatus = oneOf(NOT_OVER_STATUSES)
