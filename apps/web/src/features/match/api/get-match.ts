import type { ApiClient } from '@sportsbook/contracts'
import { queryOptions } from '@tanstack/react-query'
import { browserApiClient } from '@/lib/browser-api'
import { matchKeys } from './match-keys'

/**
 * A match (GET /matches/{id}). The server prefetches it with its api client (the last
 * argument; the browser's by default) and the browser hydrates it; both build the key here.
 */
export const matchQueryOptions = (
  locale: string,
  id: string,
  api: ApiClient = browserApiClient(locale),
) =>
  queryOptions({
    queryKey: matchKeys.match(locale, id),
    queryFn: async () => (await api.match(id)).data,
  })
