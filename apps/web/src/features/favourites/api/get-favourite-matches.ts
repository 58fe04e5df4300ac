import { NOT_OVER_STATUSES } from '@sportsbook/domain'
import { queryOptions } from '@tanstack/react-query'
import { browserRequest } from '@/lib/browser-api'
import { favouriteMatches } from '@sportsbook/contracts/calls'
import { favouriteKeys } from './favourite-keys'

/** The player's favourite matches that have not ended, for the favourites page. */
export const favouriteMatchesQuery = (locale: string, playerId: string | undefined) =>
  queryOptions({
    queryKey: favouriteKeys.list('matches', playerId),
    queryFn: async () =>
      (await favouriteMatches(browserRequest(locale), { match_status: [...NOT_OVER_STATUSES] }))
        .data,
    enabled: playerId !== undefined,
    // Spec §8: favourites that fail to load say so in an alert too.
    meta: { errorAlert: true },
  })
