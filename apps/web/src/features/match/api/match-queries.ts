import { ApiRequestError, type ApiClient } from '@sportsbook/contracts'
import { queryOptions } from '@tanstack/react-query'

/**
 * The match page's server data as TanStack queries. The server prefetches them with its api
 * client and the browser hydrates them; both build the keys here, so they always agree.
 */
export const matchQueries = {
  match: (api: ApiClient, locale: string, id: string) =>
    queryOptions({
      queryKey: ['match', locale, id],
      queryFn: async () => (await api.match(id)).data,
    }),
  markets: (api: ApiClient, locale: string, id: string) =>
    queryOptions({
      queryKey: ['markets', locale, id],
      queryFn: async () => (await api.markets(id, { limit: 500 })).data,
    }),
  /** The bet builder's markets; a match without a bet builder has none (404). */
  betBuilder: (api: ApiClient, locale: string, id: string) =>
    queryOptions({
      queryKey: ['bet-builder', locale, id],
      queryFn: async () => {
        try {
          return (await api.customBetMarkets(id)).data
        } catch (error) {
          if (error instanceof ApiRequestError && error.status === 404) return []
          throw error
        }
      },
    }),
  headToHead: (api: ApiClient, locale: string, id: string) =>
    queryOptions({
      queryKey: ['head-to-head', locale, id],
      queryFn: async () => (await api.matchWidget(id, 'head-to-head')).data.head_to_head,
      staleTime: 5 * 60_000,
    }),
  streams: (api: ApiClient, locale: string, id: string) =>
    queryOptions({
      queryKey: ['streams', locale, id],
      queryFn: async () => (await api.streams(id)).data,
      staleTime: 60_000,
    }),
}
