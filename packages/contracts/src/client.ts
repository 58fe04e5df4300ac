import { betCalls } from './client-bets'
import { bonusCalls } from './client-bonuses'
import { catalogueCalls } from './client-catalogue'
import { playerCalls } from './client-player'
import { createRequest, type ApiClientOptions } from './client-request'

export {
  ApiRequestError,
  fetchAllPages,
  queryString,
  type ApiClientOptions,
  type Query,
} from './client-request'

/** The typed api client: every answer is parsed with its contract schema before it is returned. */
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
