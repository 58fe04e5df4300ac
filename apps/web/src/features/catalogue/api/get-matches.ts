import 'server-only'
import type { Match, MatchesQuery, Pagination } from '@sportsbook/contracts'
import { serverApiClient } from '@/lib/api-client'

/** One page of matches from the api (spec §7.2 GET /matches). */
export async function getMatches(locale: string, query: Partial<MatchesQuery>): Promise<Match[]> {
  return (await serverApiClient(locale).matches(query)).data
}

/** A page of matches with its pagination (listing pages). */
export async function getMatchesPage(
  locale: string,
  query: Partial<MatchesQuery>,
): Promise<{ data: Match[]; pagination: Pagination }> {
  return serverApiClient(locale).matches(query)
}
