import type { Bonus, BonusCampaign } from '@sportsbook/contracts'
import {
  averageStakeSubunits,
  boostPoints,
  slipFarming,
  statusesOf,
  type FarmingBet,
} from '@sportsbook/domain'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import type { CampaignDefinition } from './campaign-file'
import type { Campaigns } from './campaigns'
import {
  currencyExponent,
  farmingRangesOf,
  farmingRuleOf,
  standingsOf,
  type Standing,
} from './farming'
import { tournamentState, type TournamentRow } from './tournament-pools'

// Hunting and tournaments as the bonus calls answer them (decisions 144, 145).

/** What the views of farming bonuses read besides the campaign: the file and the pools. */
export type FarmingSources = {
  readonly campaigns: Campaigns
  readonly tournaments: ReadonlyMap<string, TournamentRow>
}

/** A campaign's farming terms, the freebets in `currency` when given. */
export function farmingCampaignView(
  campaign: CampaignDefinition,
  sources: FarmingSources | undefined,
  currency: string | undefined,
): BonusCampaign['farming'] {
  const { farming } = campaign
  if (!farming) return null
  const minStakes: Partial<Record<string, number>> = farming.min_stake
  const minStake = currency === undefined ? undefined : minStakes[currency]
  const ranges =
    sources && currency !== undefined
      ? farmingRangesOf(campaign, sources.campaigns, currency)
      : undefined
  return {
    min_stake:
      minStake === undefined || currency === undefined ? null : { subunits: minStake, currency },
    min_odds: farming.min_odds ?? null,
    farm_once_per_event: farming.farm_once_per_event,
    ranges: farming.ranges.map((range, index) => {
      const subunits = ranges?.[index]?.freebetSubunits
      return {
        points: range.points,
        campaign_id: range.campaign,
        freebet:
          subunits === undefined || subunits === 0 || currency === undefined
            ? null
            : { subunits, currency },
      }
    }),
  }
}

/** A tournament's state and pool. */
export function tournamentCampaignView(
  campaign: CampaignDefinition,
  sources: FarmingSources | undefined,
  now: Date,
): BonusCampaign['tournament'] {
  const { tournament } = campaign
  if (!tournament) return null
  const row = sources?.tournaments.get(campaign.id)
  const money = (subunits: number) => ({ subunits, currency: tournament.currency })
  return {
    state: tournamentState(campaign, row, now),
    initial_pool: money(tournament.initial_pool),
    pool: money(row?.pool ?? tournament.initial_pool),
    pool_share_percent: tournament.pool_share_percent,
    places: tournament.places,
  }
}

/** A joined bonus's standing and the open bets placed with it. */
export type FarmingData = {
  readonly standing: Standing
  readonly openBets: readonly FarmingBet[]
}

/** The standings of the player's farming bonuses and their open bets, read at once. */
export async function farmingDataOf(
  db: Kysely<Database>,
  bonusIds: readonly string[],
): Promise<Map<string, FarmingData>> {
  if (bonusIds.length === 0) return new Map()
  const [standings, legs] = await Promise.all([
    standingsOf(db, bonusIds),
    db
      .selectFrom('bets as b')
      .innerJoin('bet_selections as s', 's.bet_id', 'b.id')
      .select(['b.id', 'b.bonus_id', 'b.stake', 'b.odds', 's.match_id'])
      .where('b.bonus_id', 'in', bonusIds)
      .where('b.status', 'in', statusesOf('open'))
      .orderBy('b.created_at')
      .execute(),
  ])
  const bets = new Map<string, FarmingBet & { readonly bonusId: string; eventIds: string[] }>()
  for (const leg of legs) {
    const bet = bets.get(leg.id) ?? {
      bonusId: leg.bonus_id ?? '',
      stakeSubunits: leg.stake,
      totalOddsMillis: leg.odds ?? 0,
      voided: false,
      eventIds: [],
    }
    bet.eventIds.push(leg.match_id)
    bets.set(leg.id, bet)
  }
  return new Map(
    [...standings].map(([id, standing]) => [
      id,
      { standing, openBets: [...bets.values()].filter((bet) => bet.bonusId === id) },
    ]),
  )
}

/** A joined hunting or tournament's farming stats (spec §3.8). */
export function farmingStatsView(
  campaign: CampaignDefinition,
  currency: string | null,
  data: FarmingData | undefined,
  sources: FarmingSources | undefined,
): Bonus['farming_stats'] {
  const rule = currency === null ? undefined : farmingRuleOf(campaign, currency)
  if (!data || !rule || currency === null || !sources) return null
  const { standing } = data
  const ranges = farmingRangesOf(campaign, sources.campaigns, currency)
  const slip = slipFarming(rule, ranges, standing, data.openBets, currencyExponent(currency))
  const boost = boostPoints(ranges, standing)
  const money = (subunits: number) => ({ subunits, currency })
  return {
    bets_count: standing.betsCount,
    average_stake: money(averageStakeSubunits(standing)),
    points: standing.points,
    available_points: standing.availablePoints,
    potential_points: slip.potentialPoints,
    potential_freebet_amount:
      slip.potentialFreebetSubunits > 0 ? money(slip.potentialFreebetSubunits) : null,
    freebet_to_boost: boost ? money(boost.freebetSubunits) : null,
    farmed_freebets_count: standing.boostsCount,
    initial_pool: campaign.tournament
      ? { subunits: campaign.tournament.initial_pool, currency: campaign.tournament.currency }
      : null,
    farm_once_per_event: rule.farmOncePerEvent,
    farmed_event_ids: [...standing.farmedEventIds],
  }
}
