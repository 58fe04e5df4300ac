import { betCalls } from './client-bets'
import { bonusCalls } from './client-bonuses'
import { catalogueCalls } from './client-catalogue'
import { playerCalls } from './client-player'
import { createRequest, type ApiClientOptions } from './client-request'

export {
  ApiRequestError,
  type ResponseName,
  type ResponseSchemas,
  fetchAllPages,
  queryString,
  type ApiClientOptions,
  type Query,
} from './client-request'

/**
 * The typed api client. Every answer is typed by its contract schema; it is parsed with it only
 * when `options.responses` holds the schemas (`createCheckedApiClient`, in `checked-client.ts`).
 */
export function createApiClient(options: ApiClientOptions) {
  const request = createRequest(options)
  return {
    request,
    ...catalogueCalls(request),
    ...playerCalls(request),
    ...bonusCalls(request),
    ...betCalls(request),
  }
}

export type ApiClient = ReturnType<typeof createApiClient>
