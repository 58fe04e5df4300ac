import 'server-only'
import type { Match, MatchesQuery } from '@sportsbook/contracts'
import { serverApiClient } from '@/lib/api-client'

/** One page of matches from the api (spec §7 GET /matches). */
export async function getMatches(locale: string, query: Partial<MatchesQuery>): Promise<Match[]> {
  return (await serverApiClient(locale).matches(query)).data
}
