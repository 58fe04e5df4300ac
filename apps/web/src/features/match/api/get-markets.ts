import type { Market } from '@sportsbook/contracts'
import { markets, type Request } from '@sportsbook/contracts/calls'
import { queryOptions } from '@tanstack/react-query'
import { browserRequest } from '@/lib/browser-api'
import { matchKeys } from './match-keys'

/** Every market of a match (GET /matches/{id}/markets, one page of 500). */
export async function readMarkets(request: Request, id: string): Promise<Market[]> {
  return (await markets(request, id, { limit: 500 })).data
}

/** The markets, from what the server read for the page when it could (`initial`). */
export const marketsQueryOptions = (locale: string, id: string, initial: Market[] | undefined) =>
  queryOptions({
    queryKey: matchKeys.markets(locale, id),
    queryFn: () => readMarkets(browserRequest(locale), id),
    initialData: initial,
  })
