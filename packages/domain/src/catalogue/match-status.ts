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

/** In play: running, or stopped for a moment (an interruption is still live). */
export function isLiveStatus(status: number): boolean {
  return status === EVENT_STATUS.live || status === EVENT_STATUS.stopped
}

/** Over: finished on the pitch, or closed after results. */
export function isFinishedStatus(status: number): boolean {
  return status === EVENT_STATUS.finished || status === EVENT_STATUS.closed
}

/** Prematch or live: the statuses in which a custom bet may stay in the slip (spec §4). */
export function isOpenForBetsStatus(status: number): boolean {
  return status === EVENT_STATUS.prematch || status === EVENT_STATUS.live
}
