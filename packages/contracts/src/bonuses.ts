import {
  BONUS_STATUSES,
  BONUS_TYPES,
  CAMPAIGN_PERIODS,
  CHEST_SIZES,
  TOURNAMENT_STATES,
  MAX_AMOUNT_SUBUNITS,
} from '@sportsbook/domain'
import { z } from 'zod'
import { BONUS_PAGE_SIZE, BONUS_TYPE_PLURALS } from './bonus-kinds'
import { moneySchema, placementBetSchema } from './bets'
import { pageOf } from './pagination'
import { currencySchema } from './players'
import { idParam, queryBoolean, scalar } from './query-params'

const eventConditionsSchema = z.object({
  sports: z.array(z.string()),
  leagues: z.array(z.string()),
  matches: z.array(z.string()),
  /** Every selection at these decimal odds or more; null: any odds. */
  min_odds: z.number().nullable(),
  min_selections: z.number().int(),
  max_selections: z.number().int(),
})

/** What a campaign offers, as the promotions page shows it (to visitors too). */
export const bonusCampaignSchema = z.object({
  id: z.string(),
  type: z.enum(BONUS_TYPES),
  name: z.string(),
  country_codes: z.array(z.string()),
  event_conditions: eventConditionsSchema,
  valid_from: z.string(),
  valid_to: z.string(),
  period: z.enum(CAMPAIGN_PERIODS),
  banners: z.object({ desktop: z.string(), mobile: z.string() }).nullable(),
  /** Players type this code to get it (a promo-code campaign); null otherwise. */
  promo_code: z.string().nullable(),
  freebet: z
    .object({
      amount: moneySchema.nullable(),
      min_odds: z.number(),
      max_odds: z.number(),
    })
    .nullable(),
  comboboost: z
    .object({
      ranges: z.array(
        z.object({ min_count: z.number().int(), max_count: z.number().int(), odds: z.number() }),
      ),
      min_odds: z.number(),
      uses_count: z.number().int(),
      only_verified: z.boolean(),
    })
    .nullable(),
  /** A lootbox: its level, its chest, and each line of the published prize table. */
  lootbox: z
    .object({
      level: z.number().int(),
      chest_size: z.enum(CHEST_SIZES),
      prizes: z.array(z.object({ campaign_id: z.string().nullable(), chance: z.number() })),
    })
    .nullable(),
  /** Hunting and tournaments: which bets earn points, and the freebet each range buys. */
  farming: z
    .object({
      /** A bet counts from this stake (in the currency asked); null: not in that currency. */
      min_stake: moneySchema.nullable(),
      /** Total odds from which a bet counts; null: any. */
      min_odds: z.number().nullable(),
      farm_once_per_event: z.boolean(),
      ranges: z.array(
        z.object({
          points: z.number().int(),
          campaign_id: z.string(),
          /** The freebet boosting the range gives, in the currency asked. */
          freebet: moneySchema.nullable(),
        }),
      ),
    })
    .nullable(),
  /** A hunting tournament: its state and pool, and the share of the pool each place wins. */
  tournament: z
    .object({
      state: z.enum(TOURNAMENT_STATES),
      initial_pool: moneySchema,
      pool: moneySchema,
      pool_share_percent: z.number().int(),
      places: z.array(z.number().int()),
    })
    .nullable(),
})
export type BonusCampaign = z.infer<typeof bonusCampaignSchema>

/** A bonus issued to the player (spec §3.8 "Bonus types"): the campaign and the issued info. */
export const bonusSchema = bonusCampaignSchema.extend({
  /** The issued bonus's id (a bet names it). */
  id: z.string(),
  campaign_id: z.string(),
  status: z.enum(BONUS_STATUSES),
  issued: z.object({
    seen: z.boolean(),
    issued_at: z.string(),
    activated_at: z.string().nullable(),
    expired_at: z.string(),
    status: z.enum(BONUS_STATUSES),
  }),
  /** A freebet: what it was issued with and what is left of it. */
  freebet_balance: moneySchema.nullable(),
  is_active: z.boolean(),
  /** A comboboost: bets it may still boost. */
  uses_left: z.number().int().nullable(),
  /** An opened lootbox: its chest, the seed its prize was drawn with, the line and freebet. */
  lootbox_opening: z
    .object({
      chest: z.object({ size: z.enum(CHEST_SIZES), variant: z.enum(['win', 'loss']) }),
      seed: z.number().int(),
      prize_index: z.number().int(),
      prize_bonus_id: z.string().nullable(),
    })
    .nullable(),
  /** A joined hunting or tournament: the player's farming stats (spec §3.8). */
  farming_stats: z
    .object({
      bets_count: z.number().int(),
      average_stake: moneySchema,
      points: z.number().int(),
      /** Points not yet boosted into freebets. */
      available_points: z.number().int(),
      /** What the player's open bets with it would earn if they settle as they stand. */
      potential_points: z.number().int(),
      /** The freebet the available and potential points would then buy. */
      potential_freebet_amount: moneySchema.nullable(),
      /** The freebet boosting now gives (POST /bonuses/{id}/boost); null: nothing to boost. */
      freebet_to_boost: moneySchema.nullable(),
      /** Freebets boosted from the points so far. */
      farmed_freebets_count: z.number().int(),
      /** A tournament's pool at its start. */
      initial_pool: moneySchema.nullable(),
      farm_once_per_event: z.boolean(),
      farmed_event_ids: z.array(z.string()),
    })
    .nullable(),
})
export type Bonus = z.infer<typeof bonusSchema>

export const bonusesResponseSchema = pageOf(bonusSchema)
export const bonusResponseSchema = z.object({ data: bonusSchema })
export const bonusTermsResponseSchema = z.object({
  data: z.object({ id: z.string(), terms: z.string() }),
})
export const bonusCampaignsResponseSchema = z.object({ data: z.array(bonusCampaignSchema) })

const bonusListFilters = {
  page: scalar(z.coerce.number().int().positive()).default(1),
  limit: scalar(z.coerce.number().int().min(1).max(500)).default(BONUS_PAGE_SIZE),
  status: scalar(z.enum(BONUS_STATUSES)).optional(),
  /** Only bonuses usable now (available or active). */
  available: queryBoolean.optional(),
}

/** GET /bonuses: the player's bonuses, newest first. */
export const bonusesQuerySchema = z.object({
  ...bonusListFilters,
  unseen: queryBoolean.optional(),
  type: scalar(z.enum(BONUS_TYPES)).optional(),
  /** At most this many of each type. */
  limit_per_type: scalar(z.coerce.number().int().min(1).max(500)).optional(),
})
/** GET /bonuses as the client asks it. */
export type BonusesQuery = {
  readonly page?: number
  readonly limit?: number
  readonly status?: (typeof BONUS_STATUSES)[number]
  readonly available?: boolean
  readonly unseen?: boolean
  readonly type?: (typeof BONUS_TYPES)[number]
  readonly limit_per_type?: number
}

/** GET /bonuses/{typePlural}. */
export const bonusesOfTypeQuerySchema = z.object({
  ...bonusListFilters,
  /** Unless asked, the family's page size (BONUS_TYPE_PAGE_SIZE). */
  limit: scalar(z.coerce.number().int().min(1).max(500)).optional(),
  /** Only activated ones. */
  active: queryBoolean.optional(),
})

export const bonusTypePluralParamsSchema = z.object({ typePlural: z.enum(BONUS_TYPE_PLURALS) })
export const bonusParamsSchema = z.object({
  typePlural: z.enum(BONUS_TYPE_PLURALS),
  id: idParam,
})
export const bonusIdParamsSchema = z.object({ id: idParam })

export const bonusCampaignsQuerySchema = z.object({
  period: scalar(z.enum(CAMPAIGN_PERIODS)).optional(),
  /** The currency freebet values are given in; default the player's, or the site's. */
  currency: scalar(z.string().regex(/^[A-Z]{3,5}$/, 'Expected a currency code')).optional(),
})

export const promoCodeBodySchema = z.object({
  code: z.string().trim().min(1, 'Enter a promo code').max(64),
})

export const markAsSeenBodySchema = z.object({
  bonuses: z
    .array(z.object({ id: idParam, type: z.enum(BONUS_TYPES) }))
    .min(1)
    .max(100),
})
export const markedAsSeenResponseSchema = z.object({ data: z.object({ marked: z.number().int() }) })

/**
 * POST /bonuses: the slip's currency and bets, as a placement would send them without stakes or
 * bonuses (a freebet's stake is the whole freebet; the slip asks before the player types one).
 */
export const slipBonusesBodySchema = z.object({
  currency: currencySchema,
  bets: z
    .array(
      placementBetSchema.omit({ bonus: true, stake: true }).extend({
        /** The bet's total stake in subunits, once typed: what points it would farm. */
        stake: z.number().int().min(0).max(MAX_AMOUNT_SUBUNITS).default(0),
      }),
    )
    .min(1)
    .max(40),
})
export type SlipBonusesBody = z.input<typeof slipBonusesBodySchema>

/** A bonus as the slip may offer it for one bet (spec §3.8 slip bonus fields). */
export const slipBonusSchema = z.object({
  id: z.string(),
  type: z.enum(BONUS_TYPES),
  campaign_id: z.string(),
  name: z.string(),
  /** available or active: it applies to this bet; not_available: the bet does not meet it. */
  user_bonus_status: z.enum(['available', 'active', 'not_available']),
  /** Why it is not available when the player can change it: a boost for verified players only. */
  reason: z.enum(['not_verified']).nullable(),
  /** A comboboost's bonus odds for this bet. */
  odds: z.number().nullable(),
  active_range_index: z.number().int().nullable(),
  /** Ids of the selections a comboboost counts (match:market:specifier:outcome). */
  suitable_selections: z.array(z.string()),
  /** A freebet's stake: the whole freebet. */
  freebet_stake: moneySchema.nullable(),
  /** Hunting and tournaments: the points this bet would earn at the stake sent (spec §3.8). */
  potential_points: z.number().int().nullable(),
  available_points: z.number().int().nullable(),
  points: z.number().int().nullable(),
  /** The freebet the available points and this bet's would buy. */
  potential_freebet_amount: moneySchema.nullable(),
})
export type SlipBonusOffer = z.infer<typeof slipBonusSchema>

export const slipBonusesResponseSchema = z.object({
  data: z.array(z.object({ index: z.number().int(), bonuses: z.array(slipBonusSchema) })),
})

/**
 * POST /bonuses/freebets/amb: the slip's bets with the stake each would take (0 before one is
 * typed) and whether a bonus pays it; the answer says what placing them adds to the progress.
 */
export const freebetProgressBodySchema = z.object({
  currency: currencySchema,
  bets: z
    .array(
      placementBetSchema.omit({ bonus: true, stake: true }).extend({
        /** The bet's total stake in subunits of the currency. */
        stake: z.number().int().min(0).max(MAX_AMOUNT_SUBUNITS),
        /** Placed with a bonus: it does not count. */
        with_bonus: z.boolean().default(false),
      }),
    )
    .min(1)
    .max(40),
})
export type FreebetProgressBody = z.input<typeof freebetProgressBodySchema>

/** A freebet-progress campaign as the player stands in it (spec §3.8 "Freebet progress (amb)"). */
export const freebetProgressSchema = z.object({
  campaign_id: z.string(),
  type: z.enum(BONUS_TYPES),
  name: z.string(),
  /** Counting bets placed so far. */
  progress_count: z.number().int(),
  /** The count once the slip's bets are placed (the same as progress_count for GET). */
  possible_progress_count: z.number().int(),
  /** Freebets the slip's bets would earn (the slip's `upcomingBonuses`). */
  upcoming_freebets_count: z.number().int(),
  ranges: z.array(z.object({ bets_count: z.number().int(), freebets_count: z.number().int() })),
  /** A bet counts from this stake, in the player's currency. */
  min_stake: moneySchema,
  /** Each freebet earned. */
  freebet_amount: moneySchema,
  valid_to: z.string(),
})
export type FreebetProgress = z.infer<typeof freebetProgressSchema>
export const freebetProgressResponseSchema = z.object({ data: z.array(freebetProgressSchema) })
