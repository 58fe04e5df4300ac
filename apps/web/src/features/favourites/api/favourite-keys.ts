import type { FavouriteType } from '@sportsbook/contracts'

/** Query keys of a player's favourites: the ids the stars show, and the listed entities. */
export const favouriteKeys = {
  ids: (type: FavouriteType, playerId: string | undefined) =>
    ['favourites', type, playerId, 'ids'] as const,
  list: (type: FavouriteType, playerId: string | undefined) =>
    ['favourites', type, playerId, 'list'] as const,
}
