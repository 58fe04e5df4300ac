import { createApiClient, type ApiClient, type ApiClientOptions } from './client'
import * as responses from './responses'

/**
 * The api client that parses every answer with its contract schema: the Next server's, and the
 * tests'. Its own module, so that the browser's bundle, which never imports it, builds no schema.
 */
export function createCheckedApiClient(options: Omit<ApiClientOptions, 'responses'>): ApiClient {
  return createApiClient({ ...options, responses })
}
