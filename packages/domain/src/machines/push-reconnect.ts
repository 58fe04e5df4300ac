/** Push client reconnect bounds (spec §9); the centrifuge client backs off with jitter between them. */
export const PUSH_RECONNECT_MIN_MS = 500
export const PUSH_RECONNECT_MAX_MS = 20_000
