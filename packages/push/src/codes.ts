/**
 * The numbers of the Centrifuge client protocol the `centrifuge` client acts on
 * (docs/push-protocol.md §4). Error codes go in a reply's `error`; unsubscribe codes in an
 * `unsubscribe` push (below 2500 ends the subscription, from 2500 the client resubscribes);
 * disconnect codes are WebSocket close codes (3500–3999 and 4500–4999 are terminal).
 */
export const ERROR = {
  internal: { code: 100, message: 'internal server error', temporary: true },
  unauthorized: { code: 101, message: 'unauthorized' },
  unknownChannel: { code: 102, message: 'unknown channel' },
  permissionDenied: { code: 103, message: 'permission denied' },
  methodNotFound: { code: 104, message: 'method not found' },
  alreadySubscribed: { code: 105, message: 'already subscribed' },
  limitExceeded: { code: 106, message: 'limit exceeded' },
  badRequest: { code: 107, message: 'bad request' },
  notAvailable: { code: 108, message: 'not available' },
  tokenExpired: { code: 109, message: 'token expired' },
  expired: { code: 110, message: 'expired' },
  tooManyRequests: { code: 111, message: 'too many requests', temporary: true },
  unrecoverablePosition: { code: 112, message: 'unrecoverable position' },
} as const
export type ProtocolError = { code: number; message: string; temporary?: boolean }

export const UNSUBSCRIBE = {
  server: { code: 2000, reason: 'server unsubscribe' },
  insufficientState: { code: 2500, reason: 'insufficient state' },
  expired: { code: 2501, reason: 'subscription expired' },
  /** The client drops the subscription's token, delta base and position, and resubscribes. */
  stateInvalidated: { code: 2502, reason: 'state invalidated' },
} as const

export const DISCONNECT = {
  shutdown: { code: 3001, reason: 'shutdown' },
  internal: { code: 3004, reason: 'internal server error' },
  expired: { code: 3005, reason: 'connection expired' },
  slow: { code: 3008, reason: 'slow' },
  insufficientState: { code: 3010, reason: 'insufficient state' },
  forceReconnect: { code: 3011, reason: 'force reconnect' },
  noPong: { code: 3012, reason: 'no pong' },
  tooManyRequests: { code: 3013, reason: 'too many requests' },
  /** The client drops its connection token (asks getToken again) and reconnects. */
  stateInvalidated: { code: 3014, reason: 'state invalidated' },
  invalidToken: { code: 3500, reason: 'invalid token' },
  badRequest: { code: 3501, reason: 'bad request' },
  stale: { code: 3502, reason: 'stale' },
  forceDisconnect: { code: 3503, reason: 'force disconnect' },
  channelLimit: { code: 3505, reason: 'channel limit' },
  notAvailable: { code: 3508, reason: 'not available' },
} as const
export type Disconnect = { readonly code: number; readonly reason: string }
