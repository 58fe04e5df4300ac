import type { FavouriteType } from '@sportsbook/contracts'
import { queryOptions } from '@tanstack/react-query'
import { favouriteMatches, favouriteTournaments } from '@sportsbook/contracts/calls'
import { browserRequest } from '@/lib/browser-api'
import { favouriteKeys } from './favourite-keys'

/** The ids a player marked (what the stars show); toggles update it optimistically. */
export const favouriteIdsQuery = (
  locale: string,
  type: FavouriteType,
  playerId: string | undefined,
) =>
  queryOptions({
    queryKey: favouriteKeys.ids(type, playerId),
    queryFn: async (): Promise<string[]> => {
      const request = browserRequest(locale)
      const list =
        type === 'matches' ? await favouriteMatches(request) : await favouriteTournaments(request)
      return list.data.map((item) => item.id)
    },
    enabled: playerId !== undefined,
    staleTime: 60_000,
  })
