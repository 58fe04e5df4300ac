import 'server-only'
import type { Match, MatchesQuery, Pagination } from '@sportsbook/contracts'
import { serverRequest } from '@/lib/api-client'
import { matches } from '@sportsbook/contracts/calls'

/** One page of matches from the api (spec §7.2 GET /matches). */
export async function getMatches(locale: string, query: Partial<MatchesQuery>): Promise<Match[]> {
  return (await matches(serverRequest(locale), query)).data
}

/** A page of matches with its pagination (listing pages). */
export async function getMatchesPage(
  locale: string,
  query: Partial<MatchesQuery>,
): Promise<{ data: Match[]; pagination: Pagination }> {
  return matches(serverRequest(locale), query)
}
