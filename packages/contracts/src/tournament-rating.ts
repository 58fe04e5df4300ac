import { TOURNAMENT_STATES } from '@sportsbook/domain'
import { z } from 'zod'
import { moneySchema } from './bets'
import { idParam, scalar } from './query-params'

/** GET /tournaments/{id}/rating: the first `limit` rows, and the player's own after them. */
export const tournamentRatingQuerySchema = z.object({
  limit: scalar(z.coerce.number().int().min(1).max(100)).default(10),
})
export const tournamentRatingParamsSchema = z.object({ id: idParam })

/** A leaderboard row (spec §3.8): no names, only the player's own row is marked. */
export const leaderboardRowSchema = z.object({
  position: z.number().int(),
  is_current_user: z.boolean(),
  points: z.number().int(),
  /** What the bets that earned the points staked. */
  farmed_amount: moneySchema,
  farmed_freebets_count: z.number().int(),
})
export type LeaderboardRow = z.infer<typeof leaderboardRowSchema>

export const tournamentRatingResponseSchema = z.object({
  data: z.object({
    tournament_id: z.string(),
    /** The tournament's name in the language asked. */
    name: z.string(),
    state: z.enum(TOURNAMENT_STATES),
    valid_from: z.string(),
    valid_to: z.string(),
    pool: moneySchema,
    /** Players who joined. */
    players_count: z.number().int(),
    rows: z.array(leaderboardRowSchema),
  }),
})
export type TournamentRating = z.infer<typeof tournamentRatingResponseSchema>['data']
