import { z } from 'zod'
import { moneySchema } from './bets'
import { idParam, queryBoolean, scalar } from './query-params'

/**
 * Jackpots (spec §3.8, §7; decision 134): pools fed by a share of the stakes of the bets that
 * play; a level drops on the bet that takes its pool to a hidden point, and that bet's player
 * wins the pool.
 */
export const JACKPOT_HIT_STATUSES = ['approved', 'paid'] as const
/** Spec §9: hits are asked ten at a time. */
export const JACKPOT_HITS_PAGE_SIZE = 10

export const jackpotLevelSchema = z.object({
  code: z.string(),
  name: z.string(),
  pool_amount: moneySchema,
  active: z.boolean(),
})

export const jackpotSchema = z.object({
  id: z.string(),
  name: z.string(),
  currency: z.string(),
  /** Every level's pool together. */
  amount: moneySchema,
  /** What its hits have paid so far. */
  hits_amount: moneySchema,
  /** A bet plays when it stakes at least this (with money, in the jackpot's currency). */
  min_stake: moneySchema,
  valid_to: z.iso.datetime(),
  levels: z.array(jackpotLevelSchema),
})
export type Jackpot = z.infer<typeof jackpotSchema>

export const jackpotsResponseSchema = z.object({ data: z.array(jackpotSchema) })
export const jackpotResponseSchema = z.object({ data: jackpotSchema })
export const jackpotIdParamsSchema = z.object({ id: idParam })

export const jackpotHitSchema = z.object({
  id: z.string(),
  jackpot_id: z.string(),
  jackpot_name: z.string(),
  level_code: z.string(),
  level_name: z.string(),
  amount: moneySchema,
  /** Who won, as others may see it: a digest, never the player's id. */
  hashed_user: z.string(),
  status: z.enum(JACKPOT_HIT_STATUSES),
  /** The winner's own hits only: whether its popup was dismissed. */
  seen: z.boolean().optional(),
  created_at: z.iso.datetime(),
})
export type JackpotHit = z.infer<typeof jackpotHitSchema>

/** GET /jackpot-hits: newest first. */
export const jackpotHitsQuerySchema = z.object({
  jackpotId: scalar(idParam).optional(),
  limit: scalar(z.coerce.number().int().min(1).max(100)).default(JACKPOT_HITS_PAGE_SIZE),
  status: scalar(z.enum(JACKPOT_HIT_STATUSES)).optional(),
  /** Only the signed-in player's own hits. */
  forUser: queryBoolean.optional(),
  /** With forUser: only those whose popup was not dismissed yet. */
  unseen: queryBoolean.optional(),
})
export type JackpotHitsQuery = {
  readonly jackpotId?: string
  readonly limit?: number
  readonly status?: (typeof JACKPOT_HIT_STATUSES)[number]
  readonly forUser?: boolean
  readonly unseen?: boolean
}
export const jackpotHitsResponseSchema = z.object({ data: z.array(jackpotHitSchema) })

/**
 * POST /jackpots answers, for each bet of a slip (the body of POST /bonuses), the jackpots its
 * selections would play for; whether the stake is enough is the slip's to decide as it is
 * typed (each jackpot's `min_stake`, domain `playsForJackpot`).
 */
export const slipJackpotsResponseSchema = z.object({
  data: z.array(
    z.object({
      index: z.number().int(),
      jackpots: z.array(z.object({ id: z.string(), name: z.string(), min_stake: moneySchema })),
    }),
  ),
})
export type SlipJackpots = z.infer<typeof slipJackpotsResponseSchema>['data']
