import type { ApiClient } from '@sportsbook/contracts'
import { queryOptions } from '@tanstack/react-query'
import { matchKeys } from './match-keys'

/** The last meetings of the two sides (GET /matches/{id}/head-to-head). */
export const headToHeadQueryOptions = (api: ApiClient, locale: string, id: string) =>
  queryOptions({
    queryKey: matchKeys.headToHead(locale, id),
    queryFn: async () => (await api.matchWidget(id, 'head-to-head')).data.head_to_head,
    staleTime: 5 * 60_000,
  })
