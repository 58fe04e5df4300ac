import {
  requestedLeg,
  type freebetProgressBodySchema,
  type freebetProgressResponseSchema,
} from '@sportsbook/contracts'
import { advanceProgress, countsForProgress, type ProgressRange } from '@sportsbook/domain'
import type { Kysely, Transaction } from 'kysely'
import type { z } from 'zod'
import type { Database } from '../db/schema'
import type { CampaignDefinition } from './campaign-file'
import type { Campaigns } from './campaigns'
import { eventsOf, meetsConditions, type Events, type Leg } from './event-conditions'
import { issueBonus, playerForBonus, type IssuedBonus } from './issue'
import { textIn } from './bonus-views'

/** A bet as freebet progress sees it: its currency, total stake, legs and whether a bonus paid. */
export type ProgressBet = {
  readonly currency: string
  readonly stakeSubunits: number
  readonly legs: readonly Leg[]
  readonly withBonus: boolean
}

/** The player as progress campaigns see them: their country and currency decide which run. */
export type Player = { readonly id: string; readonly country: string; readonly currency: string }

type ProgressCampaign = {
  readonly campaign: CampaignDefinition
  readonly ranges: readonly ProgressRange[]
  readonly minStakes: Readonly<Partial<Record<string, number>>>
}

/** The progress campaigns running now that the player may earn (their country, their currency). */
export function progressCampaigns(
  campaigns: Campaigns,
  player: Player,
  now: Date,
): ProgressCampaign[] {
  return campaigns.issuedOn('bets').flatMap((campaign) => {
    const { progress } = campaign
    if (!progress) return []
    const running = new Date(campaign.valid_from) <= now && now < new Date(campaign.valid_to)
    const country =
      campaign.country_codes.length === 0 || campaign.country_codes.includes(player.country)
    // A freebet is issued in the player's currency; a lootbox has none of its own.
    const amounts: Partial<Record<string, number>> = campaign.freebet?.amounts ?? {}
    const minStakes: Partial<Record<string, number>> = progress.min_stake
    const currency = !campaign.freebet || amounts[player.currency] !== undefined
    if (!running || !country || !currency || minStakes[player.currency] === undefined) return []
    const ranges = progress.ranges.map((r) => ({
      betsCount: r.bets_count,
      freebetsCount: r.freebets_count,
    }))
    return [{ campaign, ranges, minStakes: progress.min_stake }]
  })
}

/** How many of the bets count towards the campaign: money bets at its minimum stake meeting its conditions. */
function countingBets(progress: ProgressCampaign, bets: readonly ProgressBet[], events: Events) {
  return bets.filter(
    (bet) =>
      countsForProgress({
        stakeSubunits: bet.stakeSubunits,
        minStakeSubunits: progress.minStakes[bet.currency] ?? Number.POSITIVE_INFINITY,
        withBonus: bet.withBonus,
      }) && meetsConditions(progress.campaign, bet.legs, events),
  ).length
}

/**
 * Counts a placement's bets towards the player's freebet progress, in the placement's
 * transaction, and issues the freebets of every threshold they reach (once each: the issue
 * key names the range and the freebet). Answers the freebets issued, for `bonus_issued`.
 */
export async function countFreebetProgress(
  trx: Transaction<Database>,
  campaigns: Campaigns,
  player: Player,
  bets: readonly ProgressBet[],
  events: Events,
  now: Date,
): Promise<IssuedBonus[]> {
  const playerId = player.id
  const running = progressCampaigns(campaigns, player, now)
  if (running.length === 0) return []
  const issued: IssuedBonus[] = []
  for (const progress of running) {
    const counted = countingBets(progress, bets, events)
    if (counted === 0) continue
    // Creates the row or locks it (a no-op update), and reads the count before these bets.
    const row = await trx
      .insertInto('freebet_progress')
      .values({
        player_id: playerId,
        campaign_id: progress.campaign.id,
        progress_count: 0,
        updated_at: now.toISOString(),
      })
      .onConflict((oc) =>
        oc
          .columns(['player_id', 'campaign_id'])
          .doUpdateSet((eb) => ({ progress_count: eb.ref('freebet_progress.progress_count') })),
      )
      .returning('progress_count')
      .executeTakeFirstOrThrow()
    const step = advanceProgress(progress.ranges, row.progress_count, counted)
    if (step.counted === 0) continue
    await trx
      .updateTable('freebet_progress')
      .set({ progress_count: step.progress, updated_at: now.toISOString() })
      .where('player_id', '=', playerId)
      .where('campaign_id', '=', progress.campaign.id)
      .execute()
    for (const { rangeIndex, freebetsCount } of step.earned)
      for (let n = 0; n < freebetsCount; n += 1) {
        const bonus = await issueBonus(trx, progress.campaign, player, {
          source: 'bets',
          issueKey: `progress-${String(rangeIndex)}-${String(n)}`,
          now,
        })
        if (typeof bonus !== 'string') issued.push(bonus)
      }
  }
  return issued
}

type ProgressAnswer = z.output<typeof freebetProgressResponseSchema>

/**
 * The player's freebet progress (GET /bonuses/freebets/amb), and with `bets` what placing them
 * would add (POST /bonuses/freebets/amb, the slip's upcoming bonuses): for each progress
 * campaign running for the player, the count so far, the count after the bets, the freebets
 * those bets would earn, the ranges and the minimum stake in the player's currency.
 */
export async function freebetProgress(
  db: Kysely<Database>,
  campaigns: Campaigns,
  playerId: string,
  locale: string,
  bets: readonly ProgressBet[] = [],
  now = new Date(),
): Promise<ProgressAnswer> {
  const player = await playerForBonus(db, playerId)
  const running = player ? progressCampaigns(campaigns, player, now) : []
  if (!player || running.length === 0) return { data: [] }
  const [rows, events] = await Promise.all([
    db
      .selectFrom('freebet_progress')
      .select(['campaign_id', 'progress_count'])
      .where('player_id', '=', playerId)
      .execute(),
    eventsOf(
      db,
      bets.flatMap((bet) => bet.legs.map((leg) => leg.matchId)),
    ),
  ])
  const counts = new Map(rows.map((r) => [r.campaign_id, r.progress_count]))
  return {
    data: running.map((progress) => {
      const { campaign } = progress
      const amounts: Partial<Record<string, number>> = campaign.freebet?.amounts ?? {}
      const count = counts.get(campaign.id) ?? 0
      const step = advanceProgress(progress.ranges, count, countingBets(progress, bets, events))
      return {
        campaign_id: campaign.id,
        type: campaign.type,
        name: textIn(campaign.name, locale),
        progress_count: count,
        possible_progress_count: step.progress,
        upcoming_freebets_count: step.earned.reduce((sum, e) => sum + e.freebetsCount, 0),
        ranges: progress.ranges.map((r) => ({
          bets_count: r.betsCount,
          freebets_count: r.freebetsCount,
        })),
        min_stake: {
          subunits: progress.minStakes[player.currency] ?? 0,
          currency: player.currency,
        },
        freebet_amount: {
          subunits: amounts[player.currency] ?? 0,
          currency: player.currency,
        },
        valid_to: campaign.valid_to,
      }
    }),
  }
}

/** POST /bonuses/freebets/amb: the progress with what placing the slip's bets would add. */
export async function slipFreebetProgress(
  db: Kysely<Database>,
  campaigns: Campaigns,
  playerId: string,
  body: z.output<typeof freebetProgressBodySchema>,
  locale: string,
): Promise<ProgressAnswer> {
  const bets = body.bets.map((bet) => ({
    currency: body.currency,
    stakeSubunits: bet.stake,
    withBonus: bet.with_bonus,
    legs: bet.selections.map(requestedLeg),
  }))
  return freebetProgress(db, campaigns, playerId, locale, bets)
}
