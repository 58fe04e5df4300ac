import { queryOptions } from '@tanstack/react-query'
import { browserRequest } from '@/lib/browser-api'
import { compPoints, statusGroups } from '@sportsbook/contracts/calls'

/** The player's comp points and status group: they change with every bet placed. */
export const LOYALTY_KEY = ['loyalty'] as const

/** The signed-in player's comp points and status group (GET /player/comp_points). */
export const compPointsQueryOptions = (locale: string, playerId: string | undefined) =>
  queryOptions({
    queryKey: [...LOYALTY_KEY, 'points', playerId],
    queryFn: () => compPoints(browserRequest(locale)),
    enabled: Boolean(playerId),
    staleTime: 60_000,
  })

/** The ladder of status groups, the player's own marked current (GET /player/status_groups). */
export const statusGroupsQueryOptions = (locale: string, playerId: string | undefined) =>
  queryOptions({
    queryKey: [...LOYALTY_KEY, 'groups', playerId],
    queryFn: async () => (await statusGroups(browserRequest(locale))).data,
    enabled: Boolean(playerId),
    staleTime: 60_000,
  })
