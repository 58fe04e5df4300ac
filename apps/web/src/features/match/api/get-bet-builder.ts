import { ApiRequestError, type Market } from '@sportsbook/contracts'
import { customBetMarkets, type Request } from '@sportsbook/contracts/calls'
import { queryOptions } from '@tanstack/react-query'
import { browserRequest } from '@/lib/browser-api'
import { matchKeys } from './match-keys'

/** The bet builder's markets (GET /bets/custom/markets/{id}); a match without one has none (404). */
export async function readBetBuilder(request: Request, id: string): Promise<Market[]> {
  try {
    return (await customBetMarkets(request, id)).data
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return []
    throw error
  }
}

/**
 * The bet builder's markets, asked only where the operator offers the bet builder, from what the
 * server read for the page when it could (`initial`).
 */
export const betBuilderQueryOptions = (
  locale: string,
  id: string,
  offered: boolean,
  initial: Market[] | undefined,
) =>
  queryOptions({
    queryKey: matchKeys.betBuilder(locale, id),
    enabled: offered,
    queryFn: () => readBetBuilder(browserRequest(locale), id),
    initialData: initial,
  })
