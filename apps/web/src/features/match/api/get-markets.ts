import type { ApiClient, Market } from '@sportsbook/contracts'
import { queryOptions } from '@tanstack/react-query'
import { browserApiClient } from '@/lib/browser-api'
import { matchKeys } from './match-keys'

/** Every market of a match (GET /matches/{id}/markets, one page of 500). */
export async function readMarkets(api: ApiClient, id: string): Promise<Market[]> {
  return (await api.markets(id, { limit: 500 })).data
}

/** The markets, from what the server read for the page when it could (`initial`). */
export const marketsQueryOptions = (locale: string, id: string, initial: Market[] | undefined) =>
  queryOptions({
    queryKey: matchKeys.markets(locale, id),
    queryFn: () => readMarkets(browserApiClient(locale), id),
    initialData: initial,
  })
