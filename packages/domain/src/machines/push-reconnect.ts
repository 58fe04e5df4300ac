/** Push client reconnect bounds (spec §9); the centrifuge client backs off with jitter between them. */
export const PUSH_RECONNECT_MIN_MS = 500
export const PUSH_RECONNECT_MAX_MS = 20_000

/** A server unsubscribe below 2500 ends the subscription; others resubscribe (spec §4). */
export function unsubscribeAction(code: number): 'end' | 'resubscribe' {
  return code < 2500 ? 'end' : 'resubscribe'
}

/** Disconnect codes 3500–3999 and 4500–4999 are terminal; the rest reconnect (spec §4). */
export function disconnectAction(code: number): 'stop' | 'reconnect' {
  const terminal = (code >= 3500 && code <= 3999) || (code >= 4500 && code <= 4999)
  return terminal ? 'stop' : 'reconnect'
}

/** Connect errors below 100, temporary ones and 109 (token expired) reconnect (spec §8). */
export function connectErrorAction(code: number, temporary: boolean): 'reconnect' | 'disconnect' {
  return code < 100 || temporary || code === 109 ? 'reconnect' : 'disconnect'
}
