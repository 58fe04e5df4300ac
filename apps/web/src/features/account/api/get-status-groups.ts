import { queryOptions } from '@tanstack/react-query'
import { browserApiClient } from '@/lib/browser-api'
import { LOYALTY_KEY } from '@/lib/player-loyalty'

/** The ladder of status groups, the player's own marked current (GET /player/status_groups). */
export const statusGroupsQueryOptions = (locale: string, playerId: string | undefined) =>
  queryOptions({
    queryKey: [...LOYALTY_KEY, 'groups', playerId],
    queryFn: async () => (await browserApiClient(locale).statusGroups()).data,
    enabled: Boolean(playerId),
    staleTime: 60_000,
  })
