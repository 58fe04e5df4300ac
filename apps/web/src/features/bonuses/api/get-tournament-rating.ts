import { queryOptions } from '@tanstack/react-query'
import { browserRequest } from '@/lib/browser-api'
import { tournamentRating } from '@sportsbook/contracts/calls'
import { bonusKeys } from './bonus-keys'

/**
 * A tournament's leaderboard (GET /tournaments/{id}/rating): its first `limit` rows and the
 * player's own row; refetched when its pool is pushed (a settled bet farmed points).
 */
export const tournamentRatingQueryOptions = (
  locale: string,
  tournamentId: string,
  limit: number,
  playerId: string | undefined,
) =>
  queryOptions({
    queryKey: bonusKeys.rating(tournamentId, limit, playerId),
    queryFn: async () => (await tournamentRating(browserRequest(locale), tournamentId, limit)).data,
  })
