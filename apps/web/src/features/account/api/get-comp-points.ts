import { queryOptions } from '@tanstack/react-query'
import { browserApiClient } from '@/lib/browser-api'
import { LOYALTY_KEY } from '@/lib/player-loyalty'

/** The signed-in player's comp points and status group (GET /player/comp_points). */
export const compPointsQueryOptions = (locale: string, playerId: string | undefined) =>
  queryOptions({
    queryKey: [...LOYALTY_KEY, 'points', playerId],
    queryFn: () => browserApiClient(locale).compPoints(),
    enabled: Boolean(playerId),
    staleTime: 60_000,
  })
