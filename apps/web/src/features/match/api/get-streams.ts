import { queryOptions } from '@tanstack/react-query'
import { browserRequest } from '@/lib/browser-api'
import { streams } from '@sportsbook/contracts/calls'
import { matchKeys } from './match-keys'

/** The match's streams (GET /matches/{id}/streams). */
export const streamsQueryOptions = (locale: string, id: string) =>
  queryOptions({
    queryKey: matchKeys.streams(locale, id),
    queryFn: async () => (await streams(browserRequest(locale), id)).data,
    staleTime: 60_000,
  })
