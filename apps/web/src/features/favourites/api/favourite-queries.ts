import { NOT_OVER_STATUSES } from '@sportsbook/domain'
import type { ApiClient, FavouriteType } from '@sportsbook/contracts'
import { queryOptions } from '@tanstack/react-query'

/** The ids a player marked (what the stars show); toggles update it optimistically. */
export const favouriteIdsQuery = (
  api: ApiClient,
  type: FavouriteType,
  playerId: string | undefined,
) =>
  queryOptions({
    queryKey: ['favourites', type, playerId, 'ids'],
    queryFn: async (): Promise<string[]> => {
      const list =
        type === 'matches' ? await api.favouriteMatches() : await api.favouriteTournaments()
      return list.data.map((item) => item.id)
    },
    enabled: playerId !== undefined,
    staleTime: 60_000,
  })

/** The player's favourite matches that have not ended, for the favourites page. */
export const favouriteMatchesQuery = (api: ApiClient, playerId: string | undefined) =>
  queryOptions({
    queryKey: ['favourites', 'matches', playerId, 'list'],
    queryFn: async () =>
      (await api.favouriteMatches({ match_status: [...NOT_OVER_STATUSES] })).data,
    enabled: playerId !== undefined,
  })

export const favouriteLeaguesQuery = (api: ApiClient, playerId: string | undefined) =>
  queryOptions({
    queryKey: ['favourites', 'tournaments', playerId, 'list'],
    queryFn: async () => (await api.favouriteTournaments()).data,
    enabled: playerId !== undefined,
  })
