import type { Market, StreamPosition } from '@sportsbook/contracts'
import { markets, type Request } from '@sportsbook/contracts/calls'
import { queryOptions } from '@tanstack/react-query'
import { browserRequest } from '@/lib/browser-api'
import { matchKeys } from './match-keys'

/** A match's markets, and where its push channel stood when they were read. */
export type MarketsSnapshot = {
  readonly markets: Market[]
  readonly stream: StreamPosition | null
}

/** Every market of a match (GET /matches/{id}/markets, one page of 500). */
export async function readMarkets(request: Request, id: string): Promise<MarketsSnapshot> {
  const { data, stream } = await markets(request, id, { limit: 500 })
  return { markets: data, stream }
}

/** The markets, from what the server read for the page when it could (`initial`). */
export const marketsQueryOptions = (
  locale: string,
  id: string,
  initial: MarketsSnapshot | undefined,
) =>
  queryOptions({
    queryKey: matchKeys.markets(locale, id),
    queryFn: () => readMarkets(browserRequest(locale), id),
    initialData: initial,
  })
