/** Deposit reminder's delay when the configuration names none (spec §4.13: remindAfter 10 s). */
export const DEFAULT_DEPOSIT_REMIND_AFTER_SECONDS = 10

/** The day (UTC, `YYYY-MM-DD`) a reminder shown at `nowMs` counts for. */
export const reminderDay = (nowMs: number): string => new Date(nowMs).toISOString().slice(0, 10)

/**
 * Deposit reminder (spec §4.13): for a signed-in player in the configured group, once a day — the
 * day it was last shown is kept in a cookie.
 */
export function shouldRemindDeposit(input: {
  readonly group: string | undefined
  readonly playerStatuses: readonly string[] | undefined
  readonly lastShownDay: string | undefined
  readonly nowMs: number
}): boolean {
  if (!input.group || !input.playerStatuses?.includes(input.group)) return false
  return input.lastShownDay !== reminderDay(input.nowMs)
}

/**
 * Sign-up reminder (spec §4.13): for a signed-out visitor, once, after the configured seconds (none
 * configured: never). A browser a player has signed in from (`is_registered`) is not a stranger.
 */
export function shouldRemindSignUp(input: {
  readonly seconds: number | undefined
  readonly signedIn: boolean
  readonly alreadyShown: boolean
  readonly isRegistered: boolean
}): boolean {
  return (
    input.seconds !== undefined &&
    input.seconds > 0 &&
    !input.signedIn &&
    !input.alreadyShown &&
    !input.isRegistered
  )
}
