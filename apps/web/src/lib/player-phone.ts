import { queryOptions } from '@tanstack/react-query'
import { browserRequest } from '@/lib/browser-api'
import { phone } from '@sportsbook/contracts/calls'

export const PHONE_KEY = ['phone'] as const

/** The player's phone and whether it is verified (GET /platform/player/phone). */
export const phoneQueryOptions = (locale: string, playerId: string | undefined) =>
  queryOptions({
    queryKey: [...PHONE_KEY, playerId],
    queryFn: () => phone(browserRequest(locale)),
    enabled: Boolean(playerId),
    staleTime: 60_000,
  })
