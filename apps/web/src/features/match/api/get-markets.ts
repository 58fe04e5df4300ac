import type { ApiClient } from '@sportsbook/contracts'
import { queryOptions } from '@tanstack/react-query'
import { matchKeys } from './match-keys'

/** Every market of a match (GET /matches/{id}/markets, one page of 500). */
export const marketsQueryOptions = (api: ApiClient, locale: string, id: string) =>
  queryOptions({
    queryKey: matchKeys.markets(locale, id),
    queryFn: async () => (await api.markets(id, { limit: 500 })).data,
  })
