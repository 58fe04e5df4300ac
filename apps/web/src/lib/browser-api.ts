import { createApiClient, type ApiClient } from '@sportsbook/contracts'

/**
 * The api as the browser reaches it: same origin (server.mjs proxies /api, /platform and
 * /connection to the api), so the session cookie goes along and no CORS is involved.
 */
export function browserApiClient(locale: string): ApiClient {
  return createApiClient({ baseUrl: '', locale })
}
