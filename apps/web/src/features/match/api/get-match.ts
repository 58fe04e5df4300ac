import type { ApiClient } from '@sportsbook/contracts'
import { queryOptions } from '@tanstack/react-query'
import { matchKeys } from './match-keys'

/**
 * A match (GET /matches/{id}). The server prefetches it with its api client and the browser
 * hydrates it; both build the key here, so they always agree.
 */
export const matchQueryOptions = (api: ApiClient, locale: string, id: string) =>
  queryOptions({
    queryKey: matchKeys.match(locale, id),
    queryFn: async () => (await api.match(id)).data,
  })
