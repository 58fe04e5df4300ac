import { queryOptions } from '@tanstack/react-query'
import { browserApiClient } from './browser-api'

/** The player's comp points and status group: they change with every bet placed. */
export const LOYALTY_KEY = ['loyalty'] as const

/** The signed-in player's comp points and status group (GET /player/comp_points). */
export const compPointsQueryOptions = (locale: string, playerId: string | undefined) =>
  queryOptions({
    queryKey: [...LOYALTY_KEY, 'points', playerId],
    queryFn: () => browserApiClient(locale).compPoints(),
    enabled: Boolean(playerId),
    staleTime: 60_000,
  })

/** The ladder of status groups, the player's own marked current (GET /player/status_groups). */
export const statusGroupsQueryOptions = (locale: string, playerId: string | undefined) =>
  queryOptions({
    queryKey: [...LOYALTY_KEY, 'groups', playerId],
    queryFn: async () => (await browserApiClient(locale).statusGroups()).data,
    enabled: Boolean(playerId),
    staleTime: 60_000,
  })
