import { poolContribution, tournamentStateAt, type TournamentState } from '@sportsbook/domain'
import type { Kysely, Transaction } from 'kysely'
import { newId } from '../db/ids'
import type { Database } from '../db/schema'
import type { CampaignDefinition } from './campaign-file'
import type { Campaigns } from './campaigns'

// A hunting tournament's pool (decision 145): opened at the operator's seed, grown by a share of
// each counting stake; every change is a row of its pool ledger and the pool is their sum.

/** A tournament's pool after a change, as pushed (`tournament_pool_changed`). */
export type PoolChange = {
  readonly tournamentId: string
  readonly poolSubunits: number
  readonly currency: string
}

/** A tournament's row as the views need it. */
export type TournamentRow = {
  readonly pool: number
  readonly currency: string
  readonly payingOut: boolean
}

/** The tournament's state at `now` (its row says whether its prizes are being paid). */
export function tournamentState(
  campaign: CampaignDefinition,
  row: Pick<TournamentRow, 'payingOut'> | undefined,
  now: Date,
): TournamentState {
  return tournamentStateAt(
    {
      validFrom: new Date(campaign.valid_from),
      validTo: new Date(campaign.valid_to),
      switch: campaign.tournament?.switch ?? 'disabled',
      payingOut: row?.payingOut ?? false,
    },
    now,
  )
}

/** Opens the pool of each tournament of the file not opened before, at its seed. */
export async function syncTournaments(
  db: Kysely<Database>,
  campaigns: Campaigns,
  now = new Date(),
): Promise<void> {
  for (const campaign of campaigns.all) {
    const { tournament } = campaign
    if (!tournament) continue
    await db.transaction().execute(async (trx) => {
      const opened = await trx
        .insertInto('bonus_tournaments')
        .values({
          campaign_id: campaign.id,
          currency: tournament.currency,
          pool: tournament.initial_pool,
          paying_out: 0,
          paid_at: null,
        })
        .onConflict((oc) => oc.column('campaign_id').doNothing())
        .returning('campaign_id')
        .executeTakeFirst()
      if (opened)
        await trx
          .insertInto('bonus_tournament_pool_entries')
          .values({
            id: newId(),
            campaign_id: campaign.id,
            amount: tournament.initial_pool,
            kind: 'initial',
            reference: 'initial',
            created_at: now.toISOString(),
          })
          .execute()
    })
  }
}

/** Every tournament's row, by campaign id. */
export async function tournamentRows(
  db: Kysely<Database> | Transaction<Database>,
): Promise<Map<string, TournamentRow>> {
  const rows = await db
    .selectFrom('bonus_tournaments')
    .select(['campaign_id', 'pool', 'currency', 'paying_out'])
    .execute()
  return new Map(
    rows.map((row) => [
      row.campaign_id,
      { pool: row.pool, currency: row.currency, payingOut: row.paying_out === 1 },
    ]),
  )
}

/**
 * A counting bet's share of the pool, in the settlement's transaction with the tournament's row
 * locked: once per bet (its ledger row's key). Undefined when the tournament no longer farms
 * (finished, its prizes fixed, or disabled): the bet then earns no points either.
 */
export async function contributeToPool(
  trx: Transaction<Database>,
  campaign: CampaignDefinition,
  bet: { readonly id: string; readonly stakeSubunits: number },
  now: Date,
): Promise<PoolChange | undefined> {
  const { tournament } = campaign
  if (!tournament) return undefined
  const row = await trx
    .updateTable('bonus_tournaments')
    .set((eb) => ({ pool: eb.ref('pool') }))
    .where('campaign_id', '=', campaign.id)
    .where('paying_out', '=', 0)
    .returning(['pool', 'currency'])
    .executeTakeFirst()
  if (!row) return undefined
  const state = tournamentState(campaign, { payingOut: false }, now)
  if (state === 'finished' || state === 'disabled') return undefined
  let pool = row.pool
  const amount = poolContribution(bet.stakeSubunits, tournament.pool_share_percent)
  if (amount > 0) {
    const added = await trx
      .insertInto('bonus_tournament_pool_entries')
      .values({
        id: newId(),
        campaign_id: campaign.id,
        amount,
        kind: 'contribution',
        reference: bet.id,
        created_at: now.toISOString(),
      })
      .onConflict((oc) => oc.columns(['campaign_id', 'kind', 'reference']).doNothing())
      .returning('id')
      .executeTakeFirst()
    if (added) {
      pool += amount
      await trx
        .updateTable('bonus_tournaments')
        .set({ pool })
        .where('campaign_id', '=', campaign.id)
        .execute()
    }
  }
  return { tournamentId: campaign.id, poolSubunits: pool, currency: row.currency }
}
