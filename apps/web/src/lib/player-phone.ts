import { queryOptions } from '@tanstack/react-query'
import { browserApiClient } from '@/lib/browser-api'

export const PHONE_KEY = ['phone'] as const

/** The player's phone and whether it is verified (GET /platform/player/phone). */
export const phoneQueryOptions = (locale: string, playerId: string | undefined) =>
  queryOptions({
    queryKey: [...PHONE_KEY, playerId],
    queryFn: () => browserApiClient(locale).phone(),
    enabled: Boolean(playerId),
    staleTime: 60_000,
  })
