import { queryOptions } from '@tanstack/react-query'
import { browserRequest } from '@/lib/browser-api'
import { matchWidget } from '@sportsbook/contracts/calls'
import { matchKeys } from './match-keys'

/** The last meetings of the two sides (GET /matches/{id}/head-to-head). */
export const headToHeadQueryOptions = (locale: string, id: string) =>
  queryOptions({
    queryKey: matchKeys.headToHead(locale, id),
    queryFn: async () =>
      (await matchWidget(browserRequest(locale), id, 'head-to-head')).data.head_to_head,
    staleTime: 5 * 60_000,
  })
