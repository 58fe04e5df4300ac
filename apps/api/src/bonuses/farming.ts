import { API_ERROR_CODES, isFarmingBonusType } from '@sportsbook/contracts'
import {
  CURRENCIES,
  NO_FARMING,
  boostPoints,
  farmBet,
  isCurrencyCode,
  oddsToMillis,
  type FarmingBet,
  type FarmingRanges,
  type FarmingRule,
  type FarmingStats,
} from '@sportsbook/domain'
import type { Kysely, Transaction } from 'kysely'
import type { Database } from '../db/schema'
import { lockPlayer } from '../db/row-locks'
import { writeTransaction } from '../db/write-transactions'
import { Refused } from '../errors/refused'
import { storedCampaign, type CampaignDefinition } from './campaign-file'
import type { Campaigns } from './campaigns'
import { issueBonus, playerForBonus, type IssuedBonus } from './issue'
import { contributeToPool, type PoolChange } from './tournament-pools'

// Points farming (decision 144): the standing of each joined hunting or tournament, farmed from
// its bets as they settle. The rules are the domain's (farming.ts); this file keeps the rows.

/** Decimal places of a currency's unit: points count whole units staked. */
export function currencyExponent(currency: string): number {
  return isCurrencyCode(currency) ? CURRENCIES[currency].exponent : 2
}

/** Which bets of a currency earn the campaign's points; undefined: it farms nothing in it. */
export function farmingRuleOf(
  campaign: CampaignDefinition,
  currency: string,
): FarmingRule | undefined {
  const { farming } = campaign
  const minStakes: Partial<Record<string, number>> = farming?.min_stake ?? {}
  const minStake = minStakes[currency]
  if (!farming || minStake === undefined) return undefined
  return {
    minStakeSubunits: minStake,
    minOddsMillis: farming.min_odds === undefined ? 1_000 : oddsToMillis(farming.min_odds),
    farmOncePerEvent: farming.farm_once_per_event,
  }
}

/** The freebet each range of points buys, in a currency (0 where its campaign has none). */
export function farmingRangesOf(
  campaign: CampaignDefinition,
  campaigns: Campaigns,
  currency: string,
): FarmingRanges {
  return (campaign.farming?.ranges ?? []).map((range) => {
    const amounts: Partial<Record<string, number>> =
      campaigns.byId(range.campaign)?.freebet?.amounts ?? {}
    return { points: range.points, freebetSubunits: amounts[currency] ?? 0 }
  })
}

/** A standing as stored, with what the domain's stats leave out. */
export type Standing = FarmingStats & { readonly boostsCount: number; readonly reachedAt: string }

/** The player joins (activates) a hunting or tournament: their standing starts at nothing. */
export async function joinFarming(
  trx: Transaction<Database>,
  bonus: { readonly id: string; readonly campaignId: string },
  now: Date,
): Promise<void> {
  await trx
    .insertInto('bonus_farming')
    .values({
      bonus_id: bonus.id,
      campaign_id: bonus.campaignId,
      bets_count: 0,
      staked: 0,
      points: 0,
      available_points: 0,
      boosts_count: 0,
      reached_at: now.toISOString(),
    })
    .onConflict((oc) => oc.column('bonus_id').doNothing())
    .execute()
}

/** The standings of some bonuses (those not joined are absent). */
export async function standingsOf(
  db: Kysely<Database> | Transaction<Database>,
  bonusIds: readonly string[],
): Promise<Map<string, Standing>> {
  if (bonusIds.length === 0) return new Map()
  const [rows, events] = await Promise.all([
    db.selectFrom('bonus_farming').selectAll().where('bonus_id', 'in', bonusIds).execute(),
    db
      .selectFrom('bonus_farmed_events')
      .select(['bonus_id', 'match_id'])
      .where('bonus_id', 'in', bonusIds)
      .orderBy('match_id')
      .execute(),
  ])
  return new Map(
    rows.map((row) => [
      row.bonus_id,
      {
        betsCount: row.bets_count,
        stakedSubunits: row.staked,
        points: row.points,
        availablePoints: row.available_points,
        farmedEventIds: events.filter((e) => e.bonus_id === row.bonus_id).map((e) => e.match_id),
        boostsCount: row.boosts_count,
        reachedAt: row.reached_at,
      },
    ]),
  )
}

/** Takes a standing's row lock until the transaction ends (a no-op write, as lockPlayer). */
async function lockStanding(trx: Transaction<Database>, bonusId: string): Promise<boolean> {
  const locked = await trx
    .updateTable('bonus_farming')
    .set((eb) => ({ bets_count: eb.ref('bets_count') }))
    .where('bonus_id', '=', bonusId)
    .executeTakeFirst()
  return locked.numUpdatedRows > 0n
}

/** A settled bet placed with a hunting or tournament, as farming needs it. */
export type SettledFarmingBet = FarmingBet & {
  readonly id: string
  readonly bonusId: string
  readonly currency: string
}

/**
 * Farms a settled bet for the bonus it was placed with, in the settlement's transaction (the
 * standing locked): its points, if it earns any, and for a tournament its share of the pool.
 * Answers the pool's change, which the caller pushes once committed.
 */
export async function farmSettledBet(
  trx: Transaction<Database>,
  bet: SettledFarmingBet,
  now: Date,
): Promise<PoolChange | undefined> {
  if (!(await lockStanding(trx, bet.bonusId))) return undefined
  const bonus = await trx
    .selectFrom('player_bonuses as b')
    .innerJoin('bonus_campaigns as c', 'c.id', 'b.campaign_id')
    .select(['c.id', 'c.definition'])
    .where('b.id', '=', bet.bonusId)
    .executeTakeFirstOrThrow()
  const campaign = storedCampaign(bonus.definition)
  const rule = farmingRuleOf(campaign, bet.currency)
  if (!rule) return undefined
  const standing = (await standingsOf(trx, [bet.bonusId])).get(bet.bonusId) ?? {
    ...NO_FARMING,
    boostsCount: 0,
    reachedAt: now.toISOString(),
  }
  const next = farmBet(rule, standing, bet, currencyExponent(bet.currency))
  if (next === standing) return undefined
  // A tournament farms only until its prizes are fixed; its pool grows with the bet.
  let pool: PoolChange | undefined
  if (campaign.tournament) {
    pool = await contributeToPool(trx, campaign, bet, now)
    if (!pool) return undefined
  }
  await trx
    .updateTable('bonus_farming')
    .set({
      bets_count: next.betsCount,
      staked: next.stakedSubunits,
      points: next.points,
      available_points: next.availablePoints,
      reached_at: now.toISOString(),
    })
    .where('bonus_id', '=', bet.bonusId)
    .execute()
  const farmed = next.farmedEventIds.filter((id) => !standing.farmedEventIds.includes(id))
  if (farmed.length > 0)
    await trx
      .insertInto('bonus_farmed_events')
      .values(farmed.map((matchId) => ({ bonus_id: bet.bonusId, match_id: matchId })))
      .onConflict((oc) => oc.columns(['bonus_id', 'match_id']).doNothing())
      .execute()
  return pool
}

/**
 * POST /bonuses/{id}/boost: the player's available points buy the freebet of the highest range
 * they reach (decision 144), in one transaction with the player and the standing locked: the
 * range's points are spent and its freebet issued, once per boost (its key counts the boosts).
 * A bonus the player has not joined, or points below the first range, are refused.
 */
export async function boostFarming(
  db: Kysely<Database>,
  campaigns: Campaigns,
  playerId: string,
  id: string,
  now = new Date(),
): Promise<IssuedBonus> {
  return writeTransaction(db, async (trx) => {
    await lockPlayer(trx, playerId)
    const row = await trx
      .selectFrom('player_bonuses as b')
      .innerJoin('bonus_campaigns as c', 'c.id', 'b.campaign_id')
      .select(['b.id', 'b.type', 'b.currency', 'c.definition'])
      .where('b.id', '=', id)
      .where('b.player_id', '=', playerId)
      .executeTakeFirst()
    if (!row) throw new Refused(API_ERROR_CODES.notFound, 'No such bonus')
    const notBoostable = (message: string) =>
      new Refused(API_ERROR_CODES.bonusNotAvailable, message)
    if (!isFarmingBonusType(row.type) || row.currency === null)
      throw notBoostable('Only a hunting or a tournament is boosted')
    if (!(await lockStanding(trx, id))) throw notBoostable('Activate the bonus first')
    const standing = (await standingsOf(trx, [id])).get(id)
    const campaign = storedCampaign(row.definition)
    const ranges = farmingRangesOf(campaign, campaigns, row.currency)
    const boosted = standing && boostPoints(ranges, standing)
    const range = boosted && campaign.farming?.ranges[boosted.index]
    const freebet = range && campaigns.byId(range.campaign)
    if (!standing || !boosted || !freebet)
      throw notBoostable(`Farm ${String(ranges[0]?.points ?? 0)} points to boost them`)
    const player = await playerForBonus(trx, playerId)
    if (!player) throw new Error(`player ${playerId} has a session but no row`)
    const issued = await issueBonus(trx, freebet, player, {
      source: 'boost',
      issueKey: `boost-${id}-${String(standing.boostsCount + 1)}`,
      owed: true,
      now,
    })
    if (typeof issued === 'string') throw notBoostable(`The freebet is not offered: ${issued}`)
    await trx
      .updateTable('bonus_farming')
      .set({
        available_points: boosted.stats.availablePoints,
        boosts_count: standing.boostsCount + 1,
      })
      .where('bonus_id', '=', id)
      .execute()
    return issued
  })
}
