import { queryOptions } from '@tanstack/react-query'
import { browserApiClient } from '@/lib/browser-api'
import { matchKeys } from './match-keys'

/** The last meetings of the two sides (GET /matches/{id}/head-to-head). */
export const headToHeadQueryOptions = (locale: string, id: string) =>
  queryOptions({
    queryKey: matchKeys.headToHead(locale, id),
    queryFn: async () =>
      (await browserApiClient(locale).matchWidget(id, 'head-to-head')).data.head_to_head,
    staleTime: 5 * 60_000,
  })
