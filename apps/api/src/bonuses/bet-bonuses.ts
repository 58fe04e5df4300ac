import type { PlaceBetsBody } from '@sportsbook/contracts'
import {
  PLACEMENT_ERROR_CODE,
  betTotalOdds,
  comboboostFor,
  fromOddsMillis,
  freebetIneligibility,
  isFreebetType,
  isUsableBonus,
  oddsToMillis,
  productToOddsMillis,
  selectionsOf,
  type BonusType,
  type StoredBonusState,
  type PricedLeg,
  type Slip,
  type SlipBet,
} from '@sportsbook/domain'
import type { Kysely, Transaction } from 'kysely'
import type { Database } from '../db/schema'
import { PlacementRefused, type BetError } from '../bets/refusal'
import { spendFreebet } from './bonus-ledger'
import { statusOf } from './bonus-views'
import { storedCampaign, type CampaignDefinition } from './campaign-file'

/** A bonus a bet of the placement is placed with, once checked. */
export type BetBonus = {
  readonly index: number
  readonly bonusId: string
  readonly type: BonusType
  /** A comboboost's bonus odds. */
  readonly oddsMillis?: number
  /** A freebet's stake: the whole freebet. */
  readonly freebetStake?: number
}

type Leg = { readonly matchId: string; readonly oddsMillis: number }

/** Sport, league and match of each leg's match, for the campaigns' event conditions. */
async function eventsOf(db: Kysely<Database>, matchIds: readonly string[]) {
  if (matchIds.length === 0) return new Map<string, { sport: string; league: string }>()
  const rows = await db
    .selectFrom('matches as m')
    .innerJoin('sports as s', 's.id', 'm.sport_id')
    .select(['m.id', 's.key as sport', 'm.tournament_id as league'])
    .where('m.id', 'in', [...new Set(matchIds)])
    .execute()
  return new Map(rows.map((r) => [r.id, { sport: r.sport, league: r.league }]))
}

/** Whether the bet's legs meet the campaign's event conditions (sports, leagues, matches, odds, count). */
function meetsConditions(
  campaign: CampaignDefinition,
  legs: readonly Leg[],
  events: ReadonlyMap<string, { sport: string; league: string }>,
): boolean {
  const c = campaign.conditions
  if (legs.length < c.min_selections || legs.length > c.max_selections) return false
  const minOdds = c.min_odds === undefined ? 0 : oddsToMillis(c.min_odds)
  return legs.every((leg) => {
    const event = events.get(leg.matchId)
    if (!event) return false
    if (c.sports.length > 0 && !c.sports.includes(event.sport)) return false
    if (c.leagues.length > 0 && !c.leagues.includes(event.league)) return false
    if (c.matches.length > 0 && !c.matches.includes(leg.matchId)) return false
    return leg.oddsMillis >= minOdds
  })
}

/**
 * Checks the bonus each bet asks for (`bonus {id, type, odds}`) and applies it to the slip: the
 * player's own, usable bonus of that type, once per placement, whose campaign's conditions
 * the bet meets; a freebet active, in the slip's currency, staked whole and within its odds
 * bounds; a comboboost on a combo earning the bonus odds the bet names. Any bet asking for a
 * bonus it cannot have refuses the placement with 109 for that bet. Reads only: the bonuses
 * are taken in the placement's transaction (`spendBetBonuses`).
 */
export async function applyBetBonuses(
  db: Kysely<Database>,
  playerId: string,
  body: PlaceBetsBody,
  slip: Slip,
  legs: readonly (readonly PricedLeg[])[],
  now: Date,
): Promise<{ slip: Slip; bonuses: BetBonus[] }> {
  const asked = body.bets.flatMap((bet, index) => (bet.bonus ? [{ index, ...bet.bonus }] : []))
  if (asked.length === 0) return { slip, bonuses: [] }
  const rows = await db
    .selectFrom('player_bonuses as b')
    .innerJoin('bonus_campaigns as c', 'c.id', 'b.campaign_id')
    .select([
      'b.id',
      'b.type',
      'b.state',
      'b.valid_from',
      'b.expires_at',
      'b.currency',
      'b.balance',
      'b.uses_left',
      'c.definition',
    ])
    .where('b.player_id', '=', playerId)
    .where(
      'b.id',
      'in',
      asked.map((a) => a.id),
    )
    .execute()
  const verified = await db
    .selectFrom('phone_verifications')
    .select('player_id')
    .where('player_id', '=', playerId)
    .where('verified_at', 'is not', null)
    .executeTakeFirst()
  const events = await eventsOf(
    db,
    legs.flat().map((leg) => leg.matchId),
  )
  const errors: BetError[] = []
  const bonuses: BetBonus[] = []
  const bets = [...slip.bets]
  const used = new Set<string>()
  for (const request of asked) {
    const refuse = () =>
      errors.push({ index: request.index, code: PLACEMENT_ERROR_CODE.bonusUnavailable })
    const row = rows.find((r) => r.id === request.id)
    const bet = bets[request.index]
    if (!row || !bet || row.type !== request.type || used.has(row.id)) {
      refuse()
      continue
    }
    used.add(row.id)
    const status = statusOf(row, now)
    const campaign = storedCampaign(row.definition)
    const betLegs = (legs[request.index] ?? []).map((leg) => ({
      matchId: leg.matchId,
      oddsMillis: leg.oddsMillis,
    }))
    if (!isUsableBonus(status) || !meetsConditions(campaign, betLegs, events)) {
      refuse()
      continue
    }
    const applied = isFreebetType(row.type)
      ? freebetOn(slip, bet, { ...row, status, campaign })
      : boostOn(
          bet,
          selectionsOf(slip, bet),
          campaign,
          row.uses_left,
          verified !== undefined,
          request.odds,
        )
    if (!applied) {
      refuse()
      continue
    }
    bets[request.index] = { ...bet, bonus: { id: row.id, type: row.type, ...applied.slipBonus } }
    bonuses.push({ index: request.index, bonusId: row.id, type: row.type, ...applied.taken })
  }
  if (errors.length > 0) throw new PlacementRefused(errors)
  return { slip: { ...slip, bets }, bonuses }
}

function freebetOn(
  slip: Slip,
  bet: SlipBet,
  row: {
    readonly status: string
    readonly currency: string | null
    readonly balance: number
    readonly campaign: CampaignDefinition
  },
) {
  const freebet = row.campaign.freebet
  const total = betTotalOdds(slip, bet)
  if (!freebet || row.currency === null || !total || bet.type === 'system') return undefined
  const problem = freebetIneligibility(
    {
      isActive: row.status === 'active',
      amountSubunits: row.balance,
      currency: row.currency,
      minOddsMillis: oddsToMillis(freebet.min_odds),
      maxOddsMillis: oddsToMillis(freebet.max_odds),
      minSelections: row.campaign.conditions.min_selections,
      maxSelections: row.campaign.conditions.max_selections,
    },
    {
      currency: slip.currency,
      selectionCount: bet.selectionIds.length,
      totalOddsMillis: productToOddsMillis(total),
    },
  )
  // The stake is the whole freebet: the slip sets it so (spec §4).
  if (problem !== undefined || bet.stakeSubunits !== row.balance || row.balance <= 0)
    return undefined
  return {
    slipBonus: { freebetStakeSubunits: row.balance },
    taken: { freebetStake: row.balance },
  }
}

function boostOn(
  bet: SlipBet,
  selections: readonly { readonly id: string; readonly acceptedOddsMillis: number }[],
  campaign: CampaignDefinition,
  usesLeft: number | null,
  verified: boolean,
  askedOdds: number | undefined,
) {
  const boost = campaign.comboboost
  if (!boost || bet.type !== 'combo' || (usesLeft ?? 0) <= 0) return undefined
  const earned = comboboostFor(
    {
      ranges: boost.ranges.map((r) => ({
        minCount: r.min_count,
        maxCount: r.max_count,
        oddsMillis: oddsToMillis(r.odds),
      })),
      minOddsMillis: oddsToMillis(boost.min_odds),
      onlyVerified: boost.only_verified,
    },
    selections.map((s) => ({ id: s.id, oddsMillis: s.acceptedOddsMillis })),
    verified,
  )
  if (!earned.available) return undefined
  // The bet names the boost it was shown; a different one (the slip changed) is refused.
  if (askedOdds !== undefined && askedOdds !== fromOddsMillis(earned.oddsMillis)) return undefined
  return { slipBonus: { oddsMillis: earned.oddsMillis }, taken: { oddsMillis: earned.oddsMillis } }
}

/**
 * Takes the placement's bonuses in its transaction: each freebet's whole balance (a ledger row
 * referencing the bet), one use of each comboboost. A bonus another placement took meanwhile
 * refuses this one with 109, and the transaction rolls back.
 */
export async function spendBetBonuses(
  trx: Transaction<Database>,
  bonuses: readonly BetBonus[],
  betIds: readonly string[],
  now: Date,
): Promise<void> {
  const errors: BetError[] = []
  for (const bonus of bonuses) {
    const betId = betIds[bonus.index] ?? ''
    const taken =
      bonus.freebetStake !== undefined
        ? await spendFreebet(trx, bonus.bonusId, bonus.freebetStake, betId, now)
        : await useBoost(trx, bonus.bonusId, now)
    if (!taken) errors.push({ index: bonus.index, code: PLACEMENT_ERROR_CODE.bonusUnavailable })
  }
  if (errors.length > 0) throw new PlacementRefused(errors)
}

async function useBoost(trx: Transaction<Database>, bonusId: string, now: Date) {
  const used = await trx
    .updateTable('player_bonuses')
    .set((eb) => ({
      uses_left: eb('uses_left', '-', 1),
      state: eb
        .case()
        .when('uses_left', '<=', 1)
        .then(eb.val<StoredBonusState>('bonus_over'))
        .else(eb.ref('state'))
        .end(),
    }))
    .where('id', '=', bonusId)
    .where('uses_left', '>', 0)
    .where('state', 'in', ['available', 'active'])
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst()
  return used.numUpdatedRows > 0n
}
