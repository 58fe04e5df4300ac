import type { ApiClient } from '@sportsbook/contracts'
import { NOT_OVER_STATUSES } from '@sportsbook/domain'
import { queryOptions } from '@tanstack/react-query'
import { favouriteKeys } from './favourite-keys'

/** The player's favourite matches that have not ended, for the favourites page. */
export const favouriteMatchesQuery = (api: ApiClient, playerId: string | undefined) =>
  queryOptions({
    queryKey: favouriteKeys.list('matches', playerId),
    queryFn: async () =>
      (await api.favouriteMatches({ match_status: [...NOT_OVER_STATUSES] })).data,
    enabled: playerId !== undefined,
    // Spec §8: favourites that fail to load say so in an alert too.
    meta: { errorAlert: true },
  })
