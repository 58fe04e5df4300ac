import { queryOptions } from '@tanstack/react-query'
import { browserRequest } from '@/lib/browser-api'
import { userLimits } from '@sportsbook/contracts/calls'
import { limitKeys } from './limit-keys'

/** The player's limits and exclusions (GET /platform/user_limits); none for visitors. */
export const userLimitsQueryOptions = (locale: string, playerId: string | undefined) =>
  queryOptions({
    queryKey: limitKeys.limits(playerId),
    queryFn: async () => (await userLimits(browserRequest(locale))).data,
    enabled: Boolean(playerId),
  })
