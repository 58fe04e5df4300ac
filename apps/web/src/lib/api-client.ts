import 'server-only'
import { createCheckedApiClient, type ApiClient } from '@sportsbook/contracts'
import { readWebEnv } from '@/env'

/**
 * The api as server components reach it: straight to the api's origin (the browser goes
 * through the same-origin rewrite instead). The only way this app talks to the api.
 */
export function serverApiClient(locale: string): ApiClient {
  return createCheckedApiClient({ baseUrl: readWebEnv().API_ORIGIN, locale })
}
