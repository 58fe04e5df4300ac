import { checkUnique, currencySchema, decimalOddsSchema } from '@sportsbook/contracts'
import { FREEBET_TYPES, isFreebetType } from '@sportsbook/domain'
import { z } from 'zod'
import { parseOperatorFile, readOperatorJson } from './operator-file'

/** Texts by locale; English is the fallback every other locale falls back to. */
export const localized = z
  .record(
    z.string().regex(/^[a-z]{2}(-[A-Z]{2})?$/, 'Expected a locale such as en or pt-BR'),
    z.string().min(1),
  )
  .refine((texts) => texts.en !== undefined, 'Expected an English text ("en")')

// Odds stay decimal and times ISO strings, so that a definition stored as JSON reads back the
// same through this schema (bonus_campaigns.definition).
const odds = decimalOddsSchema
export const isoTime = z.iso.datetime({ offset: true }).transform((t) => new Date(t).toISOString())
const count = z.number().int().min(1).max(40)

export const conditionsSchema = z
  .object({
    /** Sport keys (football, tennis, …); empty: every sport. */
    sports: z.array(z.string().min(1)).default([]),
    /** League (tournament) ids; empty: every league. */
    leagues: z.array(z.string().min(1)).default([]),
    /** Match ids; empty: every match. */
    matches: z.array(z.string().min(1)).default([]),
    /** Every selection at these odds or more. */
    min_odds: odds.optional(),
    min_selections: count.default(1),
    max_selections: count.default(40),
  })
  .strict()
  .refine((c) => c.min_selections <= c.max_selections, {
    message: 'min_selections is more than max_selections',
    path: ['min_selections'],
  })

/** Conditions that every bet meets. */
export const EVERY_EVENT = {
  sports: [],
  leagues: [],
  matches: [],
  min_selections: 1,
  max_selections: 40,
}

const freebetSchema = z
  .object({
    /** The freebet's amount in each currency it is issued in, integer subunits (500 = €5.00). */
    amounts: z.record(currencySchema, z.number().int().positive().max(100_000_000)),
    /** Bounds of the bet's total odds. */
    min_odds: odds,
    max_odds: odds,
  })
  .strict()
  .refine((f) => f.min_odds <= f.max_odds, {
    message: 'min_odds is above max_odds',
    path: ['min_odds'],
  })

const comboboostSchema = z
  .object({
    /** Suitable selections from min_count to max_count earn these bonus odds. */
    ranges: z
      .array(z.object({ min_count: count, max_count: count, odds }).strict())
      .min(1)
      .refine(
        (ranges) =>
          ranges.every(
            (r, i) =>
              r.min_count <= r.max_count &&
              (i === 0 || r.min_count > (ranges[i - 1]?.max_count ?? 0)),
          ),
        'Expected ranges in order, each from min_count to max_count, none overlapping',
      ),
    /** A selection counts (is suitable) at these odds or more. */
    min_odds: odds,
    /** How many bets one issued boost may boost. */
    uses_count: z.number().int().min(1).max(1000),
    only_verified: z.boolean().default(false),
  })
  .strict()

/** Freebet progress (spec §3.8 "amb"): counting bets earn the campaign's freebets. */
const progressSchema = z
  .object({
    /** A bet counts when it stakes at least this, in the player's currency (integer subunits). */
    min_stake: z.record(currencySchema, z.number().int().positive().max(100_000_000)),
    /** Reaching bets_count counting bets earns freebets_count of the campaign's freebets. */
    ranges: z
      .array(
        z
          .object({
            bets_count: z.number().int().min(1).max(1000),
            freebets_count: z.number().int().min(1).max(10),
          })
          .strict(),
      )
      .min(1)
      .refine(
        (ranges) =>
          ranges.every((r, i) => i === 0 || r.bets_count > (ranges[i - 1]?.bets_count ?? 0)),
        'Expected ranges in order of bets_count, each above the one before',
      ),
  })
  .strict()

/**
 * A lootbox (issue 39): a chest of the given level the player opens for a prize drawn from its
 * table, each line by its weight; a line names the freebet campaign (in this file) it issues,
 * or null for an empty chest. The chances are published with the campaign.
 */
const lootboxSchema = z
  .object({
    level: z.number().int().min(1).max(10),
    prizes: z
      .array(
        z
          .object({
            weight: z.number().int().min(1).max(1_000_000),
            campaign: z.string().min(1).nullable(),
          })
          .strict(),
      )
      .min(1)
      .max(50),
  })
  .strict()

/**
 * Points farming (hunting and tournaments, decision 144): which settled bets earn points, and
 * the freebet (a freebet campaign of this file) each range of points buys when boosted.
 */
const farmingSchema = z
  .object({
    /** A bet counts from this stake in its currency (integer subunits); no entry: never. */
    min_stake: z.record(currencySchema, z.number().int().positive().max(100_000_000)),
    /** A bet counts from these total odds; none: at any odds. */
    min_odds: odds.optional(),
    /** An event that earned points once earns none again. */
    farm_once_per_event: z.boolean().default(false),
    ranges: z
      .array(
        z
          .object({ points: z.number().int().min(1).max(1_000_000), campaign: z.string().min(1) })
          .strict(),
      )
      .min(1)
      .max(20)
      .refine(
        (ranges) => ranges.every((r, i) => i === 0 || r.points > (ranges[i - 1]?.points ?? 0)),
        'Expected ranges in order of points, each above the one before',
      ),
  })
  .strict()

/**
 * A hunting tournament (decision 145): a pool in one currency, seeded and grown by a share of
 * every counting stake, paid at the end as freebets of `prize_campaign` by place.
 */
const tournamentSchema = z
  .object({
    currency: currencySchema,
    initial_pool: z.number().int().min(0).max(100_000_000_000),
    /** Whole percent of each counting stake added to the pool. */
    pool_share_percent: z.number().int().min(0).max(100).default(0),
    /** Percent of the pool each place wins, first place first. */
    places: z
      .array(z.number().int().min(0).max(100))
      .min(1)
      .max(100)
      .refine(
        (places) => places.reduce((a, b) => a + b, 0) <= 100,
        'Expected places that share 100 % of the pool at most',
      ),
    /** The freebet campaign (of this file) whose kind, odds and lifetime the prizes take. */
    prize_campaign: z.string().min(1),
    /** The operator's switch: paused takes no bets for a while; disabled ends it unpaid. */
    switch: z.enum(['running', 'paused', 'disabled']).default('running'),
  })
  .strict()

export const CAMPAIGN_TYPES = [
  'comboboost',
  ...FREEBET_TYPES,
  'hunting',
  'tournament',
  'lootbox',
] as const

const campaignSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'Expected lower-case letters, digits and -'),
    type: z.enum(CAMPAIGN_TYPES),
    /** What issues it to a player; `bets`: earned by freebet progress (`progress`). */
    issue_on: z.enum(['sign_up', 'first_deposit', 'promo_code', 'operator', 'bets']),
    /** For issue_on promo_code: the code players type (any case). */
    promo_code: z
      .string()
      .regex(/^[A-Za-z0-9_-]{3,32}$/, 'Expected 3 to 32 letters, digits, _ or -')
      .transform((code) => code.toUpperCase())
      .optional(),
    /** Listed on the promotions page for visitors and every player. */
    public: z.boolean().default(false),
    valid_from: isoTime,
    valid_to: isoTime,
    /** An issued bonus expires this many days after issue (or when the campaign ends). */
    days_to_use: z.number().int().min(1).max(365),
    name: localized,
    terms: localized,
    /** Banner images, site paths or https addresses. */
    banners: z
      .object({ desktop: z.string().min(1), mobile: z.string().min(1) })
      .strict()
      .optional(),
    /** Countries (ISO codes) whose players get it; empty: every country. */
    country_codes: z
      .array(z.string().regex(/^[A-Z]{2}$/, 'Expected an ISO country code'))
      .default([]),
    conditions: conditionsSchema.default(EVERY_EVENT),
    freebet: freebetSchema.optional(),
    comboboost: comboboostSchema.optional(),
    progress: progressSchema.optional(),
    lootbox: lootboxSchema.optional(),
    farming: farmingSchema.optional(),
    tournament: tournamentSchema.optional(),
  })
  .strict()
  .superRefine((c, context) => {
    const problem = (path: string, message: string) => {
      context.addIssue({ code: 'custom', path: [path], message })
    }
    if (c.valid_from >= c.valid_to) problem('valid_to', 'Expected a time after valid_from')
    if ((c.issue_on === 'promo_code') !== (c.promo_code !== undefined))
      problem('promo_code', 'Expected a promo_code exactly when issue_on is promo_code')
    const freebet = isFreebetType(c.type)
    if (freebet && !c.freebet)
      problem('freebet', `Expected the freebet's amounts and odds for ${c.type}`)
    if (!freebet && c.freebet) problem('freebet', 'Only a freebet has freebet parameters')
    if (c.type === 'comboboost' && !c.comboboost)
      problem('comboboost', 'Expected the comboboost ranges, min_odds and uses_count')
    if (c.type !== 'comboboost' && c.comboboost)
      problem('comboboost', 'Only a comboboost has comboboost parameters')
    if ((c.issue_on === 'bets') !== (c.progress !== undefined))
      problem('progress', 'Expected progress (min_stake, ranges) exactly when issue_on is bets')
    if ((c.type === 'lootbox') !== (c.lootbox !== undefined))
      problem('lootbox', 'Expected a lootbox (level, prizes) exactly for a lootbox campaign')
    const farms = c.type === 'hunting' || c.type === 'tournament'
    if (farms !== (c.farming !== undefined))
      problem('farming', 'Expected farming (min_stake, ranges) exactly for hunting and tournaments')
    if ((c.type === 'tournament') !== (c.tournament !== undefined))
      problem('tournament', 'Expected a tournament (pool, places) exactly for a tournament')
    if (c.tournament && c.farming && !(c.tournament.currency in c.farming.min_stake))
      problem('farming', `Expected a min_stake in the tournament's currency`)
    if (c.progress && (c.type === 'comboboost' || farms))
      problem('progress', 'Only freebets and lootboxes are earned by progress')
    const minStakes: Partial<Record<string, number>> = c.progress?.min_stake ?? {}
    const noStake = Object.keys(c.freebet?.amounts ?? {}).filter((cur) => !minStakes[cur])
    if (c.progress && noStake.length > 0)
      problem(
        'progress',
        `Expected a min_stake in every currency of the amounts: ${noStake.join(', ')}`,
      )
  })

export type CampaignDefinition = z.output<typeof campaignSchema>

/** A definition as stored in bonus_campaigns.definition, read back. */
export function storedCampaign(json: string): CampaignDefinition {
  return campaignSchema.parse(JSON.parse(json))
}

const campaignFileSchema = z
  .object({ campaigns: z.array(campaignSchema) })
  .strict()
  .superRefine(({ campaigns }, context) => {
    checkUnique(context, campaigns, (c) => c.id, {
      label: 'id',
      path: (index) => ['campaigns', index, 'id'],
    })
    checkUnique(context, campaigns, (c) => c.promo_code, {
      label: 'promo code',
      path: (index) => ['campaigns', index, 'promo_code'],
    })
    const freebets = new Set(campaigns.filter((c) => isFreebetType(c.type)).map((c) => c.id))
    const freebet = (id: string | null, path: (string | number)[]) => {
      if (id !== null && !freebets.has(id))
        context.addIssue({
          code: 'custom',
          path,
          message: `Expected the id of a freebet campaign of this file, not ${id}`,
        })
    }
    campaigns.forEach((c, index) => {
      c.lootbox?.prizes.forEach((prize, line) => {
        freebet(prize.campaign, ['campaigns', index, 'lootbox', 'prizes', line, 'campaign'])
      })
      c.farming?.ranges.forEach((range, line) => {
        freebet(range.campaign, ['campaigns', index, 'farming', 'ranges', line, 'campaign'])
      })
      if (c.tournament)
        freebet(c.tournament.prize_campaign, ['campaigns', index, 'tournament', 'prize_campaign'])
    })
  })

/** Parses a campaigns file's JSON; a bad one is refused whole, each problem naming its field. */
export function parseCampaigns(json: unknown, source: string): CampaignDefinition[] {
  return parseOperatorFile(campaignFileSchema, json, 'bonus campaigns', source).campaigns
}

/** Reads the operator's campaigns file (BONUS_CAMPAIGNS_FILE). */
export function readCampaignFile(path: string): CampaignDefinition[] {
  return parseCampaigns(readOperatorJson(path, 'bonus campaigns'), path)
}
