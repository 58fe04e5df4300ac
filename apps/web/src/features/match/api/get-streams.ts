import type { ApiClient } from '@sportsbook/contracts'
import { queryOptions } from '@tanstack/react-query'
import { matchKeys } from './match-keys'

/** The match's streams (GET /matches/{id}/streams). */
export const streamsQueryOptions = (api: ApiClient, locale: string, id: string) =>
  queryOptions({
    queryKey: matchKeys.streams(locale, id),
    queryFn: async () => (await api.streams(id)).data,
    staleTime: 60_000,
  })
