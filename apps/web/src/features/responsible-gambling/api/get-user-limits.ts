import { queryOptions } from '@tanstack/react-query'
import { browserApiClient } from '@/lib/browser-api'
import { limitKeys } from './limit-keys'

/** The player's limits and exclusions (GET /platform/user_limits); none for visitors. */
export const userLimitsQueryOptions = (locale: string, playerId: string | undefined) =>
  queryOptions({
    queryKey: limitKeys.limits(playerId),
    queryFn: async () => (await browserApiClient(locale).userLimits()).data,
    enabled: Boolean(playerId),
  })
