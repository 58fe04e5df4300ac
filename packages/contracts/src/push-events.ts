import { z } from 'zod'
import { matchStatisticsSchema } from './catalogue'

/**
 * Push events of the public channels (spec §7), as the api publishes them and the web parses
 * them: a discriminated union on `type`. Payloads carry ids, numbers and statuses only (no
 * names), so one public channel serves every locale.
 */
export const PUSH_CHANNELS = {
  /** Every match's status and score, and provider status: lists and counters. */
  publicUpdates: 'public:updates',
  /** One match's market prices and statuses: the match page and the slip. */
  match: (matchId: string) => `public:match:${matchId}`,
  /** One player's balance, bets and notifications: needs a subscription token for that player. */
  player: (playerId: string) => `$user:${playerId}`,
} as const

export const pushOutcomeSchema = z.object({ id: z.string(), odds: z.number(), active: z.boolean() })

export const marketsChangedSchema = z.object({
  type: z.literal('markets_changed'),
  match_id: z.string(),
  markets: z.array(
    z.object({
      id: z.string(),
      specifier: z.string(),
      status: z.number().int(),
      /** Only outcomes whose price or activity changed. */
      outcomes: z.array(pushOutcomeSchema),
    }),
  ),
  next_bet_stop: z.string().nullable(),
})

export const matchChangedSchema = z.object({
  type: z.literal('match_changed'),
  match_id: z.string(),
  status: z.number().int(),
  statistics: matchStatisticsSchema.nullable(),
})

export const matchStatusChangedSchema = z.object({
  type: z.literal('match_status_changed'),
  match_id: z.string(),
  status: z.number().int(),
})

export const providerStatusChangedSchema = z.object({
  type: z.literal('provider_status_changed'),
  provider: z.string(),
  active: z.boolean(),
})

export const publicPushEventSchema = z.discriminatedUnion('type', [
  marketsChangedSchema,
  matchChangedSchema,
  matchStatusChangedSchema,
  providerStatusChangedSchema,
])
export type PublicPushEvent = z.infer<typeof publicPushEventSchema>
