import type { FreebetPayout } from '@sportsbook/domain'
import type { Transaction } from 'kysely'
import { newId } from '../db/ids'
import type { Database } from '../db/schema'
import { postBonusEntry } from './bonus-ledger'

/**
 * The freebet side of settling a bet staked with one (`freebetPayout`, decision 121), in the
 * settlement's transaction: gives the stake back to the freebet when the bet is void, or issues
 * the lost part of a no-risk freebet as a new plain freebet. (The money it pays is the
 * settlement's ordinary payout row.)
 */
export async function settleFreebetBet(
  trx: Transaction<Database>,
  bet: { readonly id: string; readonly bonusId: string },
  payout: FreebetPayout,
  now: Date,
): Promise<void> {
  if (payout.restoredSubunits > 0) {
    await postBonusEntry(
      trx,
      {
        bonusId: bet.bonusId,
        amount: payout.restoredSubunits,
        kind: 'freebet_restored',
        reference: bet.id,
      },
      now,
    )
    // Usable again until it expires (the clock decides when that is).
    await trx
      .updateTable('player_bonuses')
      .set({ state: 'available' })
      .where('id', '=', bet.bonusId)
      .execute()
  }
  if (payout.newFreebetSubunits > 0)
    await issueRefundFreebet(trx, bet.bonusId, payout.newFreebetSubunits, bet.id, now)
}

/**
 * A no-risk freebet's lost stake as a new plain freebet of the same campaign, lasting as long
 * as the one it comes from was given; once per bet (its key is the bet).
 */
async function issueRefundFreebet(
  trx: Transaction<Database>,
  fromBonusId: string,
  amount: number,
  betId: string,
  now: Date,
): Promise<void> {
  const from = await trx
    .selectFrom('player_bonuses')
    .select(['player_id', 'campaign_id', 'currency', 'issued_at', 'expires_at'])
    .where('id', '=', fromBonusId)
    .executeTakeFirstOrThrow()
  const lifetime = Date.parse(from.expires_at) - Date.parse(from.issued_at)
  const id = newId()
  const inserted = await trx
    .insertInto('player_bonuses')
    .values({
      id,
      player_id: from.player_id,
      campaign_id: from.campaign_id,
      type: 'freebet',
      state: 'available',
      source: 'no_risk_refund',
      issue_key: betId,
      seen: 0,
      issued_at: now.toISOString(),
      valid_from: now.toISOString(),
      expires_at: new Date(now.getTime() + lifetime).toISOString(),
      activated_at: null,
      currency: from.currency,
      amount,
      uses_left: null,
    })
    .onConflict((oc) => oc.columns(['player_id', 'campaign_id', 'issue_key']).doNothing())
    .returning('id')
    .executeTakeFirst()
  if (inserted)
    await postBonusEntry(trx, { bonusId: id, amount, kind: 'freebet_issued', reference: id }, now)
}
