import { FARMING_BONUS_TYPES, isFarmingBonusType } from '@sportsbook/contracts'
import {
  FREEBET_TYPES,
  betTotalOdds,
  comboboostFor,
  fromOddsMillis,
  freebetIneligibility,
  isFreebetType,
  isUsableBonus,
  oddsToMillis,
  productToOddsMillis,
  selectionsOf,
  takesBets,
  type BonusType,
  type StoredBonusState,
  type PricedLeg,
  type Slip,
  type SlipBet,
} from '@sportsbook/domain'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import { statusOf } from './bonus-views'
import { storedCampaign, type CampaignDefinition } from './campaign-file'
import { meetsConditions, type Events, type Leg } from './event-conditions'
import { farmingRuleOf } from './farming'
import { tournamentRows, tournamentState, type TournamentRow } from './tournament-pools'

// Which of a player's bonuses a bet may use: the context read once per slip and the rules per kind.

export const BONUS_COLUMNS = [
  'b.id',
  'b.type',
  'b.state',
  'b.valid_from',
  'b.expires_at',
  'b.currency',
  'b.balance',
  'b.uses_left',
  'c.definition',
] as const

type BonusRow = {
  readonly id: string
  readonly type: BonusType
  readonly state: StoredBonusState
  readonly valid_from: string
  readonly expires_at: string
  readonly currency: string | null
  readonly balance: number
  readonly uses_left: number | null
}

/**
 * What judging bonuses on a slip needs, read once: the bonuses (each campaign parsed once), the
 * player's standing, and the events of the slip's legs (read by the caller, who shares them with
 * the jackpot and progress rules).
 */
export type BonusContext = {
  readonly rows: readonly (BonusRow & { readonly campaign: CampaignDefinition })[]
  readonly verified: boolean
  readonly events: Events
  /** The pools of the tournaments among the rows. */
  readonly tournaments: ReadonlyMap<string, TournamentRow>
}

export async function bonusContext(
  db: Kysely<Database>,
  playerId: string,
  ids: readonly string[] | 'all',
  events: Events,
): Promise<BonusContext> {
  let query = db
    .selectFrom('player_bonuses as b')
    .innerJoin('bonus_campaigns as c', 'c.id', 'b.campaign_id')
    .select(BONUS_COLUMNS)
    .where('b.player_id', '=', playerId)
    .where('b.type', 'in', ['comboboost', ...FREEBET_TYPES, ...FARMING_BONUS_TYPES])
  if (ids !== 'all') query = query.where('b.id', 'in', ids)
  const [rows, verified] = await Promise.all([
    query.orderBy('b.issued_at').orderBy('b.id').execute(),
    db
      .selectFrom('phone_verifications')
      .select('player_id')
      .where('player_id', '=', playerId)
      .where('verified_at', 'is not', null)
      .executeTakeFirst(),
  ])
  return {
    rows: rows.map(({ definition, ...row }) => ({ ...row, campaign: storedCampaign(definition) })),
    verified: verified !== undefined,
    events,
    tournaments: rows.some((row) => row.type === 'tournament')
      ? await tournamentRows(db)
      : new Map(),
  }
}

/** One bonus on one bet of the slip: what it gives the bet, or undefined where it cannot. */
export function bonusOn(
  context: BonusContext,
  row: BonusContext['rows'][number],
  slip: Slip,
  bet: SlipBet,
  legs: readonly Leg[],
  now: Date,
  // Placing: a freebet must be active and staked whole, a boost's odds must be those named.
  // Offering: the slip activates the freebet and sets its stake when the player chooses it.
  use:
    | { readonly placing: true; readonly askedOdds: number | undefined }
    | { readonly placing: false },
) {
  const status = statusOf(row, now)
  const { campaign } = row
  if (!isUsableBonus(status) || !meetsConditions(campaign, legs, context.events)) return undefined
  if (isFreebetType(row.type))
    return freebetOn(slip, bet, {
      ...row,
      active: use.placing ? status === 'active' : true,
      exactStake: use.placing,
      campaign,
    })
  if (isFarmingBonusType(row.type))
    return farmingOn(slip, bet, {
      ...row,
      // Placing farms only for a hunting or tournament the player joined (activated).
      joined: use.placing ? status === 'active' : true,
      tournament: context.tournaments.get(campaign.id),
      now,
    })
  return boostOn(
    bet,
    selectionsOf(slip, bet),
    campaign,
    row.uses_left,
    context.verified,
    use.placing ? use.askedOdds : undefined,
  )
}

export const legsOf = (legs: readonly (readonly PricedLeg[])[], index: number): Leg[] =>
  (legs[index] ?? []).map((leg) => ({ matchId: leg.matchId, oddsMillis: leg.oddsMillis }))

function freebetOn(
  slip: Slip,
  bet: SlipBet,
  row: {
    readonly active: boolean
    readonly exactStake: boolean
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
      isActive: row.active,
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
  // The stake is the whole freebet: the slip sets it so (spec §4.3).
  if (problem !== undefined || row.balance <= 0) return undefined
  if (row.exactStake && bet.stakeSubunits !== row.balance) return undefined
  return {
    slipBonus: { freebetStakeSubunits: row.balance },
    taken: { freebetStake: row.balance },
    offer: {},
  }
}

/**
 * A hunting or tournament on a bet (decision 144): nothing changes on the slip; the bet farms
 * points when it settles. Any bet but a system in the bonus's currency at odds the campaign
 * farms; a tournament only while it is active.
 */
function farmingOn(
  slip: Slip,
  bet: SlipBet,
  row: {
    readonly joined: boolean
    readonly currency: string | null
    readonly campaign: CampaignDefinition
    readonly tournament: TournamentRow | undefined
    readonly now: Date
  },
) {
  const total = betTotalOdds(slip, bet)
  if (!row.joined || !total || bet.type === 'system' || row.currency !== slip.currency)
    return undefined
  if (!farmingRuleOf(row.campaign, slip.currency)) return undefined
  if (row.campaign.tournament && !takesBets(tournamentState(row.campaign, row.tournament, row.now)))
    return undefined
  return { slipBonus: {}, taken: {}, offer: {} }
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
  return {
    slipBonus: { oddsMillis: earned.oddsMillis },
    taken: { oddsMillis: earned.oddsMillis },
    offer: {
      activeRangeIndex: earned.activeRangeIndex,
      suitableSelectionIds: earned.suitableSelectionIds,
    },
  }
}
