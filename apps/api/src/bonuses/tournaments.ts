import { API_ERROR_CODES, type LeaderboardRow, type TournamentRating } from '@sportsbook/contracts'
import { leaderboardRows, rankStandings, tournamentPrizes, type Ranked } from '@sportsbook/domain'
import type { Kysely, Transaction } from 'kysely'
import type { Database } from '../db/schema'
import { Refused } from '../errors/refused'
import type { CampaignDefinition } from './campaign-file'
import type { Campaigns } from './campaigns'
import { textIn } from './bonus-views'
import { issueBonus, playerForBonus, type IssuedBonus } from './issue'
import { tournamentRows, tournamentState } from './tournament-pools'

// A hunting tournament's leaderboard and its end (decision 145): the prizes are fixed once, in
// one transaction, then each is paid in its own; a restart pays what is left, never twice.

type Entry = Ranked & {
  readonly playerId: string
  readonly staked: number
  readonly boostsCount: number
}

async function rankedEntries(
  db: Kysely<Database> | Transaction<Database>,
  campaignId: string,
): Promise<Entry[]> {
  const rows = await db
    .selectFrom('bonus_farming as f')
    .innerJoin('player_bonuses as b', 'b.id', 'f.bonus_id')
    .select(['f.bonus_id', 'f.points', 'f.reached_at', 'f.staked', 'f.boosts_count', 'b.player_id'])
    .where('f.campaign_id', '=', campaignId)
    .execute()
  const byEntry = new Map(rows.map((row) => [row.bonus_id, row]))
  return rankStandings(
    rows.map((row) => ({
      entryId: row.bonus_id,
      points: row.points,
      reachedAt: row.reached_at,
    })),
  ).map((ranked) => {
    const row = byEntry.get(ranked.entryId)
    return {
      ...ranked,
      playerId: row?.player_id ?? '',
      staked: row?.staked ?? 0,
      boostsCount: row?.boosts_count ?? 0,
    }
  })
}

function tournamentOf(campaigns: Campaigns, id: string): CampaignDefinition {
  const campaign = campaigns.byId(id)
  if (!campaign?.tournament) throw new Refused(API_ERROR_CODES.notFound, 'No such tournament')
  return campaign
}

/**
 * GET /tournaments/{id}/rating: the leaderboard's first `limit` rows and the player's own row
 * after them when it is further down. Rows carry no names; only the player's own is marked.
 */
export async function tournamentRating(
  db: Kysely<Database>,
  campaigns: Campaigns,
  id: string,
  playerId: string | undefined,
  limit: number,
  locale: string,
  now = new Date(),
): Promise<TournamentRating> {
  const campaign = tournamentOf(campaigns, id)
  const [entries, rows] = await Promise.all([rankedEntries(db, id), tournamentRows(db)])
  const row = rows.get(id)
  const currency = row?.currency ?? campaign.tournament?.currency ?? ''
  const own = entries.find((entry) => entry.playerId === playerId)
  return {
    tournament_id: id,
    name: textIn(campaign.name, locale),
    state: tournamentState(campaign, row, now),
    valid_from: campaign.valid_from,
    valid_to: campaign.valid_to,
    pool: { subunits: row?.pool ?? 0, currency },
    players_count: entries.length,
    rows: leaderboardRows(entries, limit, own?.entryId).map((entry): LeaderboardRow => ({
      position: entry.position,
      is_current_user: entry.entryId === own?.entryId,
      points: entry.points,
      farmed_amount: { subunits: entry.staked, currency },
      farmed_freebets_count: entry.boostsCount,
    })),
  }
}

/** A prize paid: the freebet issued to its winner. */
export type PaidPrize = { readonly playerId: string; readonly issued: IssuedBonus }

/**
 * Fixes the prizes of a tournament that has ended, once: in one transaction with its row locked
 * (a settlement farming for it waits, and then farms nothing), from the standings and pool as
 * they are. Answers false when there is nothing to fix (fixed before, or not a tournament).
 */
async function fixPrizes(db: Kysely<Database>, campaign: CampaignDefinition): Promise<boolean> {
  const places = campaign.tournament?.places ?? []
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('bonus_tournaments')
      .set({ paying_out: 1 })
      .where('campaign_id', '=', campaign.id)
      .where('paying_out', '=', 0)
      .returning('pool')
      .executeTakeFirst()
    if (!row) return false
    const entries = await rankedEntries(trx, campaign.id)
    const prizes = tournamentPrizes(entries, places, row.pool)
    if (prizes.length > 0)
      await trx
        .insertInto('bonus_tournament_prizes')
        .values(
          prizes.map((prize) => ({
            campaign_id: campaign.id,
            entry_id: prize.entryId,
            position: prize.position,
            amount: prize.amountSubunits,
            prize_bonus_id: null,
          })),
        )
        .execute()
    return true
  })
}

/**
 * Pays one fixed prize as a freebet of the tournament's prize campaign, in its own transaction:
 * the freebet's issue and the prize's mark commit together, so a kill leaves it wholly paid or
 * not at all. Undefined when it was paid already.
 */
async function payPrize(
  db: Kysely<Database>,
  campaign: CampaignDefinition,
  prizeCampaign: CampaignDefinition,
  entryId: string,
  now: Date,
): Promise<PaidPrize | undefined> {
  return db.transaction().execute(async (trx) => {
    const prize = await trx
      .updateTable('bonus_tournament_prizes')
      .set((eb) => ({ amount: eb.ref('amount') }))
      .where('campaign_id', '=', campaign.id)
      .where('entry_id', '=', entryId)
      .where('prize_bonus_id', 'is', null)
      .returning('amount')
      .executeTakeFirst()
    if (!prize) return undefined
    const entry = await trx
      .selectFrom('player_bonuses')
      .select('player_id')
      .where('id', '=', entryId)
      .executeTakeFirstOrThrow()
    const player = await playerForBonus(trx, entry.player_id)
    if (!player) throw new Error(`the winner of ${entryId} has no player row`)
    const issued = await issueBonus(trx, prizeCampaign, player, {
      source: 'tournament_prize',
      issueKey: `tournament-${campaign.id}`,
      amount: prize.amount,
      owed: true,
      now,
    })
    if (typeof issued === 'string') throw new Error(`prize of ${entryId} not issued: ${issued}`)
    await trx
      .updateTable('bonus_tournament_prizes')
      .set({ prize_bonus_id: issued.id })
      .where('campaign_id', '=', campaign.id)
      .where('entry_id', '=', entryId)
      .execute()
    return { playerId: player.id, issued }
  })
}

/**
 * Ends every tournament whose time is up and is not disabled: fixes its prizes (once), pays each
 * prize not paid yet, awaiting `onPaid` after each commit, and marks it paid. Safe to run again
 * after a crash at any point: it carries on where the last run stopped.
 */
export async function payFinishedTournaments(
  db: Kysely<Database>,
  campaigns: Campaigns,
  onPaid: (prize: PaidPrize) => void | Promise<void>,
  now = new Date(),
): Promise<number> {
  let paid = 0
  const rows = await db
    .selectFrom('bonus_tournaments')
    .select('campaign_id')
    .where('paid_at', 'is', null)
    .execute()
  for (const { campaign_id: id } of rows) {
    const campaign = campaigns.byId(id)
    const prizeCampaign = campaigns.byId(campaign?.tournament?.prize_campaign ?? '')
    if (!campaign?.tournament || !prizeCampaign) continue
    if (campaign.tournament.switch === 'disabled') continue
    if (now.getTime() < Date.parse(campaign.valid_to)) continue
    await fixPrizes(db, campaign)
    const unpaid = await db
      .selectFrom('bonus_tournament_prizes')
      .select('entry_id')
      .where('campaign_id', '=', id)
      .where('prize_bonus_id', 'is', null)
      .orderBy('position')
      .orderBy('entry_id')
      .execute()
    for (const { entry_id: entryId } of unpaid) {
      const prize = await payPrize(db, campaign, prizeCampaign, entryId, now)
      if (!prize) continue
      paid += 1
      await onPaid(prize)
    }
    await db
      .updateTable('bonus_tournaments')
      .set({ paid_at: now.toISOString() })
      .where('campaign_id', '=', id)
      .execute()
  }
  return paid
}
