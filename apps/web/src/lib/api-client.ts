import 'server-only'
import { createCheckedRequest, type Request } from '@sportsbook/contracts'
import { readWebEnv } from '@/env'

/**
 * The api's `request` as server components send it, for the calls of
 * `@sportsbook/contracts/calls`: straight to the api's origin (the browser goes through the
 * same-origin rewrite instead), every answer parsed with its contract schema.
 */
export function serverRequest(locale: string): Request {
  return createCheckedRequest({ baseUrl: readWebEnv().API_ORIGIN, locale })
}
