import type { ApiClient } from '@sportsbook/contracts'
import { queryOptions } from '@tanstack/react-query'
import { browserApiClient } from '@/lib/browser-api'
import { matchKeys } from './match-keys'

/** Every market of a match (GET /matches/{id}/markets, one page of 500). */
export const marketsQueryOptions = (
  locale: string,
  id: string,
  api: ApiClient = browserApiClient(locale),
) =>
  queryOptions({
    queryKey: matchKeys.markets(locale, id),
    queryFn: async () => (await api.markets(id, { limit: 500 })).data,
  })
