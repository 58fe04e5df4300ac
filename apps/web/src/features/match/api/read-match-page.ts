import 'server-only'
import type { Market, Match } from '@sportsbook/contracts'
import { serverRequest } from '@/lib/api-client'
import {} from '@sportsbook/contracts/calls'
import { readBetBuilder } from './get-bet-builder'
import { readMarkets, type MarketsSnapshot } from './get-markets'

/** What the server renders a match page with; the browser's queries start from it. */
export type MatchPageData = {
  readonly match: Match
  /** Undefined when the read failed: the browser then asks for it itself. */
  readonly markets: MarketsSnapshot | undefined
  readonly betBuilder: Market[] | undefined
}

/** A match page's markets and (where the operator offers it) its bet builder. */
export async function readMatchPage(
  locale: string,
  match: Match,
  customBets: boolean,
): Promise<MatchPageData> {
  const request = serverRequest(locale)
  const failed = () => undefined
  const [markets, betBuilder] = await Promise.all([
    readMarkets(request, match.id).catch(failed),
    customBets ? readBetBuilder(request, match.id).catch(failed) : undefined,
  ])
  return { match, markets, betBuilder }
}
