import { createRequest, type Request } from '@sportsbook/contracts'
import { whenHydrated } from './hydration-mark'

/** Asked at once; answered once the page has hydrated (lib/hydration-mark says why). */
const fetchAfterHydration: typeof fetch = async (input, init) => {
  // The browser's one transport to the api: every call of browserRequest comes through here.
  // eslint-disable-next-line no-restricted-globals
  const answer = await fetch(input, init)
  await whenHydrated()
  return answer
}

/**
 * The api's `request` as the browser sends it, for the calls of `@sportsbook/contracts/calls`:
 * same origin (server.mjs proxies /api, /platform and /connection to the api), so the session
 * cookie goes along and no CORS is involved. Answers are not parsed here (decision 170).
 */
export function browserRequest(locale: string): Request {
  return createRequest({ baseUrl: '', locale, fetch: fetchAfterHydration })
}
