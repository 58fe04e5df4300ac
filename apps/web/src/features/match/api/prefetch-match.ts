import 'server-only'
import type { Match } from '@sportsbook/contracts'
import type { QueryClient } from '@tanstack/react-query'
import { serverApiClient } from '@/lib/api-client'
import { betBuilderQueryOptions } from './get-bet-builder'
import { matchQueryOptions } from './get-match'
import { marketsQueryOptions } from './get-markets'

/**
 * Fills the request's query client with a match page's queries, read with the server's api
 * client: the match, its markets and (where the operator offers it) its bet builder. A failed
 * read is left out; the browser then loads that query itself.
 */
export async function prefetchMatch(
  queryClient: QueryClient,
  locale: string,
  match: Match,
  customBets: boolean,
): Promise<void> {
  const api = serverApiClient(locale)
  queryClient.setQueryData(matchQueryOptions(locale, match.id, api).queryKey, match)
  const ignore = () => undefined
  await Promise.all([
    queryClient.query(marketsQueryOptions(locale, match.id, api)).catch(ignore),
    customBets &&
      queryClient.query(betBuilderQueryOptions(locale, match.id, true, api)).catch(ignore),
  ])
}
