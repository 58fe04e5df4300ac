import { createRequest, type ApiClientOptions, type Request } from './client-request'
import * as responses from './responses'

/**
 * The `request` that parses every answer with its contract schema: the Next server's, and the
 * tests'. Its own module, so that the browser's bundle, which never imports it, builds no schema.
 */
export function createCheckedRequest(options: Omit<ApiClientOptions, 'responses'>): Request {
  return createRequest({ ...options, responses })
}
