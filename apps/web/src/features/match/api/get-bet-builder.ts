import { ApiRequestError, type ApiClient } from '@sportsbook/contracts'
import { queryOptions } from '@tanstack/react-query'
import { browserApiClient } from '@/lib/browser-api'
import { matchKeys } from './match-keys'

/**
 * The bet builder's markets; a match without a bet builder has none (404). Asked only where the
 * operator offers the bet builder.
 */
export const betBuilderQueryOptions = (
  locale: string,
  id: string,
  offered: boolean,
  api: ApiClient = browserApiClient(locale),
) =>
  queryOptions({
    queryKey: matchKeys.betBuilder(locale, id),
    enabled: offered,
    queryFn: async () => {
      try {
        return (await api.customBetMarkets(id)).data
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 404) return []
        throw error
      }
    },
  })
