import { BET_RESULT, BET_STATUSES, BONUS_TYPES } from '@sportsbook/domain'
import { z } from 'zod'
import { matchStatisticsSchema } from './catalogue'
import { notificationSchema } from './notifications'

/**
 * Push events of the public channels (spec §7), as the api publishes them and the web parses
 * them: a discriminated union on `type`. Payloads carry ids, numbers and statuses only (no
 * names), so one public channel serves every locale.
 */

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

/** Money on the wire: integer subunits (cents, satoshis) of a currency, never a float. */
export const pushMoneySchema = z.object({
  subunits: z.number().int(),
  currency: z.string().min(3).max(8),
})

export const tournamentPoolChangedSchema = z.object({
  type: z.literal('tournament_pool_changed'),
  tournament_id: z.string(),
  pool: pushMoneySchema,
})

export const publicPushEventSchema = z.discriminatedUnion('type', [
  marketsChangedSchema,
  matchChangedSchema,
  matchStatusChangedSchema,
  providerStatusChangedSchema,
  tournamentPoolChangedSchema,
])
export type PublicPushEvent = z.infer<typeof publicPushEventSchema>

/**
 * Events of a player's private channel (`PUSH_CHANNELS.player`). Spec §7 names them without
 * payloads; these carry what the web needs to update in place, or refetch when unsure.
 */
export const balanceChangedSchema = z.object({
  type: z.literal('balance_changed'),
  balance: pushMoneySchema,
  bonus_balance: pushMoneySchema.nullable(),
})

export const unreadCountersChangedSchema = z.object({
  type: z.literal('unread_counters_changed'),
  unread: z.number().int().nonnegative(),
})

export const notificationPushSchema = z.object({
  type: z.literal('notification'),
  notification: notificationSchema,
})

export const betChangedSchema = z.object({
  type: z.literal('bet_changed'),
  bet_id: z.string(),
  status: z.enum(BET_STATUSES),
  result: z.enum(BET_RESULT),
  win_amount: pushMoneySchema.nullable(),
})

export const betCashoutChangedSchema = z.object({
  type: z.literal('bet_cashout_changed'),
  bet_id: z.string(),
  /** What cashing out pays now; null when cash-out is not offered. */
  to_cashout: pushMoneySchema.nullable(),
})

export const bonusIssuedSchema = z.object({
  type: z.literal('bonus_issued'),
  bonus_id: z.string(),
  bonus_type: z.enum(BONUS_TYPES),
})

/** A bet of the player made a jackpot drop: the win is in the balance, the hit to be shown. */
export const jackpotHitPushSchema = z.object({
  type: z.literal('jackpot_hit'),
  hit_id: z.string(),
  jackpot_id: z.string(),
  level_code: z.string(),
  amount: pushMoneySchema,
})

export const privatePushEventSchema = z.discriminatedUnion('type', [
  balanceChangedSchema,
  unreadCountersChangedSchema,
  notificationPushSchema,
  betChangedSchema,
  betCashoutChangedSchema,
  bonusIssuedSchema,
  jackpotHitPushSchema,
])
export type PrivatePushEvent = z.infer<typeof privatePushEventSchema>
