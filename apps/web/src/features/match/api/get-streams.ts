import { queryOptions } from '@tanstack/react-query'
import { browserApiClient } from '@/lib/browser-api'
import { matchKeys } from './match-keys'

/** The match's streams (GET /matches/{id}/streams). */
export const streamsQueryOptions = (locale: string, id: string) =>
  queryOptions({
    queryKey: matchKeys.streams(locale, id),
    queryFn: async () => (await browserApiClient(locale).streams(id)).data,
    staleTime: 60_000,
  })
