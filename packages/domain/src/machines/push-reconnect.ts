/** Push client reconnect bounds (spec §9.2); the centrifuge client backs off with jitter between them. */
export const PUSH_RECONNECT_MIN_MS = 500
export const PUSH_RECONNECT_MAX_MS = 20_000
/** Spec §9: a failed token refresh is tried again after 5 to 10 s. */
export const PUSH_TOKEN_RETRY_MIN_MS = 5_000
export const PUSH_TOKEN_RETRY_MAX_MS = 10_000

/**
 * The wait before attempt `attempt` (0 first) between `min` and `max`: exponential with full
 * jitter, as the centrifuge client backs off (`random` in [0, 1)).
 */
export function backoffDelay(attempt: number, min: number, max: number, random: number): number {
  const ceiling = Math.min(max, min * 2 ** Math.min(attempt, 31))
  return Math.min(max, min + Math.floor(random * ceiling))
}

/** The wait before trying a failed push token again (spec §9.2: 5 to 10 s). */
export function tokenRetryDelay(random: number): number {
  return backoffDelay(0, PUSH_TOKEN_RETRY_MIN_MS, PUSH_TOKEN_RETRY_MAX_MS, random)
}
