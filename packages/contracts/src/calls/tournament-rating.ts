import type { Request } from '../client-request'

/** A tournament's leaderboard: the first `limit` rows and the player's own (visitors too). */
export const tournamentRating = (request: Request, id: string, limit: number) =>
  request(
    `/api/v2/tournaments/${encodeURIComponent(id)}/rating`,
    'tournamentRatingResponseSchema',
    {
      query: { limit },
    },
  )
