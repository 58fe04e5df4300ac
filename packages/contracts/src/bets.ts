import {
  BET_LIST_FILTERS,
  BET_RESULT,
  BET_RESULT_FILTERS,
  BET_STATUSES,
  BONUS_TYPES,
  MAX_SELECTIONS,
  currencyOf,
  isCurrencyCode,
  parseUnits,
  toOddsMillis,
  MAX_AMOUNT_SUBUNITS,
} from '@sportsbook/domain'
import { z } from 'zod'
import { marketSchema } from './catalogue'
import { pageOf, pageQuery } from './pagination'
import { pushMoneySchema } from './push-events'
import { list, scalar } from './query-params'

/** Money on the wire everywhere: integer subunits of a currency. */
export const moneySchema = pushMoneySchema
export type MoneyAmount = z.infer<typeof moneySchema>

/** Decimal odds as the slip shows them (at most 3 decimals, above 1), e.g. 1.85. */
export const decimalOddsSchema = z
  .number()
  .refine(
    (odds) => toOddsMillis(odds).ok,
    'Expected decimal odds above 1 and at most 1000, with at most 3 decimals',
  )

const idSchema = z.string().min(1).max(64)

/** One outcome a bet is on. */
export const placementSelectionSchema = z.object({
  match_id: idSchema,
  market_id: idSchema,
  specifier: z.string().max(200).default(''),
  outcome_id: idSchema,
  odds: decimalOddsSchema,
})
export type PlacementSelection = z.infer<typeof placementSelectionSchema>

/** `k/n` of a system bet, e.g. `2/3` for doubles of three selections. */
export const systemIdSchema = z
  .string()
  .regex(/^\d{1,2}\/\d{1,2}$/, 'Expected a system such as 2/3 (win count / selection count)')

/**
 * A stake as the spec writes it, `{"value": "10.50", "currency": "EUR"}` (units, as a string or a
 * number, read exactly: more decimals than the currency has are refused, never rounded), or in
 * integer subunits like every other amount of the api, `{"subunits": 1050, "currency": "EUR"}`.
 */
const stakeSchema = z
  .object({
    subunits: z
      .number()
      .int()
      .positive('The stake must be above 0')
      .max(MAX_AMOUNT_SUBUNITS, 'The stake is above the most any bet can be')
      .optional(),
    value: z.union([z.string().max(40), z.number()]).optional(),
    currency: z.string().refine(isCurrencyCode, 'Unknown currency'),
  })
  .transform((stake, context) => {
    if (stake.subunits !== undefined && stake.value === undefined)
      return { subunits: stake.subunits, currency: stake.currency }
    const currency = currencyOf(stake.currency)
    const subunits =
      stake.value !== undefined && currency.ok
        ? parseUnits(String(stake.value), currency.value)
        : undefined
    if (stake.subunits !== undefined || stake.value === undefined || !subunits?.ok) {
      context.addIssue({
        code: 'custom',
        path: [stake.value === undefined ? 'subunits' : 'value'],
        message:
          stake.subunits !== undefined
            ? 'Give the stake as value or as subunits, not both'
            : stake.value === undefined
              ? 'Give the stake as value (units) or subunits'
              : subunits && !subunits.ok && subunits.error.code === 'tooManyDecimals'
                ? `The stake has more than ${String(subunits.error.maxDecimals)} decimals`
                : 'The stake must be an amount above 0, such as "10.50"',
      })
      return z.NEVER
    }
    if (subunits.value <= 0 || subunits.value > MAX_AMOUNT_SUBUNITS) {
      context.addIssue({
        code: 'custom',
        path: ['value'],
        message:
          subunits.value <= 0
            ? 'The stake must be above 0'
            : 'The stake is above the most any bet can be',
      })
      return z.NEVER
    }
    return { subunits: subunits.value, currency: stake.currency }
  })

/**
 * One bet of a placement (spec §3.2 "Bet placement payload"). The stake is the spec's
 * `{"value": "10.00", "currency": "EUR"}` or, like every other amount of the api, integer
 * subunits `{"subunits": 1000, "currency": "EUR"}`; either way the api works in subunits.
 * The type follows from the payload: custom_odds → custom bet, system_id → system,
 * one selection → single, several → combo. For a system the stake is per combination.
 */
export const placementBetSchema = z.object({
  stake: stakeSchema,
  selections: z.array(placementSelectionSchema).min(1).max(MAX_SELECTIONS),
  bonus: z
    .object({ id: idSchema, type: z.string().max(40), odds: decimalOddsSchema.optional() })
    .optional(),
  system_id: systemIdSchema.optional(),
  custom_odds: decimalOddsSchema.optional(),
})
export type PlacementBet = z.infer<typeof placementBetSchema>

export const placementMetaSchema = z.object({
  device_id: z.string().max(100).optional(),
  quick: z.boolean().default(false),
  type: z.string().max(40).optional(),
})

/** POST /api/v3/bets: several bets are a multi-single. */
export const placeBetsBodySchema = z.object({
  meta: placementMetaSchema.default({ quick: false }),
  bets: z.array(placementBetSchema).min(1).max(MAX_SELECTIONS),
})
export type PlaceBetsBody = z.infer<typeof placeBetsBodySchema>
/** A placement as a client sends it (before the api's parsing narrows it). */
export type PlaceBetsRequest = z.input<typeof placeBetsBodySchema>

const acceptedSelectionSchema = placementSelectionSchema.extend({ odds: z.number() })

/** A bet type as the list shows it: double, treble and accumulator are `combo` (spec §3.2). */
export const LISTED_BET_TYPES = ['single', 'combo', 'system', 'custom_bet'] as const

/**
 * Spec §3 "Placed bet response" (betId, status, isVip, selections with odds), and what the
 * receipt shows as my bets will: the short reference, type, total odds (null for a system),
 * total stake and potential win.
 */
export const placedBetSchema = z.object({
  betId: z.string(),
  status: z.enum(BET_STATUSES),
  isVip: z.boolean(),
  selections: z.array(acceptedSelectionSchema),
  ref: z.string(),
  type: z.enum(LISTED_BET_TYPES),
  odds: z.number().nullable(),
  stake: moneySchema,
  potential_win: moneySchema,
})
export const placeBetsResponseSchema = z.object({ data: z.array(placedBetSchema) })
export type PlacedBetResponse = z.infer<typeof placedBetSchema>

/**
 * Body of a refused placement (spec §7.6–§8): the api's error envelope plus the numeric `code`
 * and `data` the ticket reads. `data.details.selections` lists each selection whose price or
 * state refused it, with the current odds; `errors_by_bet` says what is wrong with each bet,
 * with the largest stake that would be accepted when the stake or payout was too high.
 */
export const placementRefusalSchema = z.object({
  error: z.object({ code: z.string(), message: z.string(), details: z.array(z.unknown()) }),
  code: z.number().int(),
  data: z.object({
    details: z.object({
      selections: z.array(
        z.object({
          match_id: z.string(),
          market_id: z.string(),
          specifier: z.string(),
          outcome_id: z.string(),
          odds: z.number(),
          current_odds: z.number().nullable(),
          available: z.boolean(),
        }),
      ),
    }),
    errors_by_bet: z.array(
      z.object({
        index: z.number().int(),
        code: z.number().int(),
        key: z.string(),
        localized_message: z.string(),
        max_stake: moneySchema.optional(),
      }),
    ),
  }),
})
export type PlacementRefusal = z.infer<typeof placementRefusalSchema>

/** GET /api/v3/bets: statuses (a list filter or exact statuses), result filter, page. */
export const betsQuerySchema = z.object({
  status: list(z.enum([...BET_LIST_FILTERS, ...BET_STATUSES])).optional(),
  result: scalar(z.enum(BET_RESULT_FILTERS)).default('all'),
  ...pageQuery,
})

export const listedSelectionSchema = z.object({
  id: z.string(),
  /** open, win, lose, void, halfWin, halfLose. */
  status: z.string(),
  market: z.object({ id: z.string(), name: z.string(), specifier: z.string() }),
  outcome: z.object({ id: z.string(), name: z.string() }),
  odds: z.number(),
  specifier: z.string(),
  match: z.object({
    id: z.string(),
    slug: z.string(),
    name: z.string(),
    status: z.number().int(),
    start_time: z.string(),
    sport_key: z.string(),
  }),
})

export const listedBetSchema = z.object({
  id: z.string(),
  type: z.enum(LISTED_BET_TYPES),
  ref: z.string(),
  status: z.enum(BET_STATUSES),
  stake: moneySchema,
  win_amount: moneySchema.nullable(),
  potential_win: moneySchema,
  /** Total odds; null for a system. */
  odds: z.number().nullable(),
  selections: z.array(listedSelectionSchema),
  created_at: z.string(),
  result: z.enum(BET_RESULT),
  /** What cashing out pays now; null when it is not offered. */
  to_cashout: moneySchema.nullable(),
  /** The bonus it was placed with: a freebet, or a comboboost and its bonus odds. */
  bonus: z
    .object({ id: z.string(), type: z.enum(BONUS_TYPES), odds: z.number().nullable() })
    .nullable(),
  system: z.object({ id: z.string(), win_count: z.number(), total_count: z.number() }).nullable(),
  used_in_jackpot: z.boolean(),
  is_vip: z.boolean(),
})
export type ListedBetResponse = z.infer<typeof listedBetSchema>
export const betsResponseSchema = pageOf(listedBetSchema)

/** POST /api/v2/bets/max-stake: the same bets as a placement, without odds checks. */
export const maxStakeBodySchema = placeBetsBodySchema
export const maxStakeResponseSchema = z.object({
  data: z.array(z.object({ index: z.number().int(), max_stake: moneySchema })),
})

/** POST /api/v2/bets/cashout: cash out for the value the player was shown. */
export const cashoutBodySchema = z.object({
  bet_id: idSchema,
  to_cashout: z.number().int().positive().max(MAX_AMOUNT_SUBUNITS),
})
export const cashoutResponseSchema = z.object({
  data: z.object({ bet_id: z.string(), status: z.enum(BET_STATUSES), win_amount: moneySchema }),
})
export type CashoutResponse = z.infer<typeof cashoutResponseSchema>

/** POST /api/v2/bets/share-code: the bets of a slip, without stakes. */
export const shareBodySchema = z.object({
  bets: z
    .array(
      z.object({
        selections: z
          .array(placementSelectionSchema.omit({ odds: true }))
          .min(1)
          .max(MAX_SELECTIONS),
        system_id: systemIdSchema.optional(),
      }),
    )
    .min(1)
    .max(MAX_SELECTIONS),
})
export const shareResponseSchema = z.object({
  data: z.object({ code: z.string(), link: z.string() }),
})
export const shareQuerySchema = z.object({ code: scalar(z.string().min(1).max(32)) })
/** The shared bets whose selections can still be bet on, at today's odds. */
export const sharedBetsResponseSchema = z.object({
  data: z.object({
    bets: z.array(
      z.object({
        selections: z.array(placementSelectionSchema),
        system_id: systemIdSchema.optional(),
      }),
    ),
  }),
})

/** GET /api/v2/bets/custom/markets/{matchId}: the bet builder's markets of a match. */
export const customBetMarketsResponseSchema = z.object({ data: z.array(marketSchema) })
/** POST /api/v2/bets/custom/odds: the bet builder's price of the chosen selections. */
export const customOddsResponseSchema = z.object({ data: z.object({ odds: z.number() }) })
