import { EVENT_STATUS, type PricedLeg } from '@sportsbook/domain'
import {
  CUSTOM_BET_MODELS,
  DEFAULT_MARGIN_BP,
  MARKET_IDS,
  SPORT_DEFINITIONS,
  customBetOddsMillis,
  inferStrength,
  isCustomBetLine,
  type SportModel,
} from '@sportsbook/feed'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'

type MatchModel = { readonly model: SportModel; readonly strength: number }

/** Strengths read back from prices, by match and the prices they were read from. */
const strengths = new Map<string, number>()
const MAX_CACHED = 2000

/**
 * The model a bet builder prices a match with: its sport's score model and the strength its
 * main market's current prices imply (margin removed), as the simulator reads it. Only
 * pre-match matches of sports with a score-grid model offer a bet builder.
 */
export async function customBetModel(
  db: Kysely<Database>,
  matchId: string,
): Promise<MatchModel | undefined> {
  const match = await db
    .selectFrom('matches as m')
    .innerJoin('sports as s', 's.id', 'm.sport_id')
    .select(['m.status', 's.key'])
    .where('m.id', '=', matchId)
    .executeTakeFirst()
  if (match?.status !== EVENT_STATUS.prematch) return undefined
  const model = SPORT_DEFINITIONS.find((d) => d.key === match.key)?.model
  if (!model || !CUSTOM_BET_MODELS.includes(model)) return undefined
  const main = await db
    .selectFrom('outcomes')
    .select(['odds'])
    .where('match_id', '=', matchId)
    .where('market_id', '=', MARKET_IDS.threeWay)
    .where('specifier', '=', '')
    .orderBy('position')
    .execute()
  if (main.length !== 3) return undefined
  const key = `${matchId}:${main.map((o) => o.odds).join(':')}`
  let strength = strengths.get(key)
  if (strength === undefined) {
    const implied = main.map((o) => 1000 / o.odds)
    strength = inferStrength(model, (implied[0] ?? 0) / implied.reduce((a, b) => a + b, 0))
    if (strengths.size >= MAX_CACHED) strengths.clear()
    strengths.set(key, strength)
  }
  return { model, strength }
}

/**
 * The price of a bet builder on these legs (odds × 1000), or undefined when they cannot make
 * one: fewer than two, more than one match, a line a bet builder cannot take, or a match
 * without a bet builder.
 */
export async function customBetOdds(
  db: Kysely<Database>,
  legs: readonly Pick<PricedLeg, 'matchId' | 'marketId' | 'specifier' | 'outcomeId'>[],
): Promise<number | undefined> {
  const matchIds = new Set(legs.map((l) => l.matchId))
  const [matchId] = matchIds
  if (legs.length < 2 || matchIds.size !== 1 || matchId === undefined) return undefined
  if (!legs.every((l) => isCustomBetLine(l.marketId, l.specifier))) return undefined
  const model = await customBetModel(db, matchId)
  if (!model) return undefined
  return customBetOddsMillis(model.model, model.strength, legs, DEFAULT_MARGIN_BP)
}
