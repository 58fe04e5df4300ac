import { z } from 'zod'

/**
 * Predictions (spec §3.9 "Prediction: id, data, created_at"; §7 GET/POST /vote): players call
 * a match's winner before it starts and see how everyone called it. Decision: one prediction
 * per match, its `prediction_id` the match's id; `data` the pick.
 */
export const PREDICTION_PICKS = ['home', 'draw', 'away'] as const
export type PredictionPick = (typeof PREDICTION_PICKS)[number]

const predictionId = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[\w-]+$/, 'Expected a match id')

export const voteQuerySchema = z.object({ prediction_id: predictionId })
export const voteBodySchema = z.object({
  prediction_id: predictionId,
  data: z.enum(PREDICTION_PICKS),
})

export const predictionSchema = z.object({
  id: z.string(),
  prediction_id: z.string(),
  data: z.enum(PREDICTION_PICKS),
  created_at: z.iso.datetime(),
})
export type Prediction = z.infer<typeof predictionSchema>

/** The player's own pick (null: none, or a visitor) and everyone's picks counted. */
export const voteResponseSchema = z.object({
  data: z.object({
    prediction: predictionSchema.nullable(),
    votes: z.object({
      home: z.number().int().nonnegative(),
      draw: z.number().int().nonnegative(),
      away: z.number().int().nonnegative(),
    }),
    /** Picks are taken until the match starts. */
    open: z.boolean(),
  }),
})
export type VoteAnswer = z.infer<typeof voteResponseSchema>['data']
