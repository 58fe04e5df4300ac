import { createRequest, type Request } from '@sportsbook/contracts'

/**
 * The api's `request` as the browser sends it, for the calls of `@sportsbook/contracts/calls`:
 * same origin (server.mjs proxies /api, /platform and /connection to the api), so the session
 * cookie goes along and no CORS is involved. Answers are not parsed here (decision 170).
 */
export function browserRequest(locale: string): Request {
  return createRequest({ baseUrl: '', locale })
}
