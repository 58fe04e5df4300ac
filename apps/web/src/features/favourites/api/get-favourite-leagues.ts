import { queryOptions } from '@tanstack/react-query'
import { browserRequest } from '@/lib/browser-api'
import { favouriteTournaments } from '@sportsbook/contracts/calls'
import { favouriteKeys } from './favourite-keys'

/** The player's favourite leagues, for the favourites page. */
export const favouriteLeaguesQuery = (locale: string, playerId: string | undefined) =>
  queryOptions({
    queryKey: favouriteKeys.list('tournaments', playerId),
    queryFn: async () => (await favouriteTournaments(browserRequest(locale))).data,
    enabled: playerId !== undefined,
    // Spec §8: favourites that fail to load say so in an alert too.
    meta: { errorAlert: true },
  })
