/** A new code can be asked for after a minute; at most 5 SMS a day; 5 tries per code. */
export const SMS_RESEND_SECONDS = 60
export const SMS_PER_DAY = 5
export const CODE_ATTEMPTS = 5

const DAY_MS = 24 * 3600 * 1000

/**
 * Where a phone verification stands, from the times codes were sent (ms): the seconds before
 * another may be sent, whether today's SMS are used up, and the sendings that count for today.
 * Sent at 10:00:00, asked at 10:00:20 → 40 s to wait.
 */
export function phoneVerificationState(
  sentAtMs: readonly number[],
  nowMs: number,
): { resendTimeoutSeconds: number; smsLimitReached: boolean; sentToday: number[] } {
  const sentToday = sentAtMs.filter((t) => nowMs - t < DAY_MS)
  const last = Math.max(0, ...sentAtMs)
  return {
    resendTimeoutSeconds: Math.max(0, Math.ceil((last + SMS_RESEND_SECONDS * 1000 - nowMs) / 1000)),
    smsLimitReached: sentToday.length >= SMS_PER_DAY,
    sentToday,
  }
}
