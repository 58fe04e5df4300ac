import type { FreebetPayout } from '@sportsbook/domain'
import type { Transaction } from 'kysely'
import { newId } from '../db/ids'
import type { Database } from '../db/schema'
import { postBonusEntry } from './bonus-ledger'

/** A bet staked with a freebet, in one settlement round (`payoutReference`: its rows' key). */
export type FreebetBetRound = { readonly bonusId: string; readonly reference: string }

/**
 * The freebet side of settling a bet staked with one (`freebetPayout`, decision 121), in the
 * settlement's transaction: gives the stake back to the freebet when the bet is void, or issues
 * the lost part of a no-risk freebet as a new plain freebet. (The money it pays is the
 * settlement's ordinary payout row.) Once per settlement round: its rows are keyed by it.
 */
export async function settleFreebetBet(
  trx: Transaction<Database>,
  bet: FreebetBetRound,
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
        reference: bet.reference,
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
    await issueRefundFreebet(trx, bet.bonusId, payout.newFreebetSubunits, bet.reference, now)
}

/**
 * Undoes the freebet side of a settlement round a feed's correction reopened (decision 147), in
 * its transaction: what was given back to the freebet, and the refund freebet a lost no-risk
 * stake became (which ends, deactivated), are taken back as `freebet_taken_back` rows — never an
 * edit. A freebet's balance never goes below zero: what the player already staked again stays
 * staked (its bet stands), and only what is left is taken.
 */
export async function takeBackFreebetSide(
  trx: Transaction<Database>,
  bet: FreebetBetRound,
  now: Date,
): Promise<void> {
  const restored = await trx
    .selectFrom('bonus_ledger_entries')
    .select('amount')
    .where('bonus_id', '=', bet.bonusId)
    .where('kind', '=', 'freebet_restored')
    .where('reference', '=', bet.reference)
    .executeTakeFirst()
  if (restored) await takeBack(trx, bet.bonusId, restored.amount, bet.reference, now)
  const from = await trx
    .selectFrom('player_bonuses')
    .select(['player_id', 'campaign_id'])
    .where('id', '=', bet.bonusId)
    .executeTakeFirstOrThrow()
  const refund = await trx
    .selectFrom('player_bonuses')
    .select(['id', 'amount'])
    .where('player_id', '=', from.player_id)
    .where('campaign_id', '=', from.campaign_id)
    .where('issue_key', '=', bet.reference)
    .where('source', '=', 'no_risk_refund')
    .executeTakeFirst()
  if (refund) {
    await takeBack(trx, refund.id, refund.amount ?? 0, bet.reference, now)
    await trx
      .updateTable('player_bonuses')
      .set({ state: 'deactivated' })
      .where('id', '=', refund.id)
      .execute()
  }
}

/** Takes up to `amount` back from a freebet (what is left of it at most); spent, it is over. */
async function takeBack(
  trx: Transaction<Database>,
  bonusId: string,
  amount: number,
  reference: string,
  now: Date,
): Promise<void> {
  // Read with the row locked (a no-op write), so a placement staking it waits for this.
  const { balance } = await trx
    .updateTable('player_bonuses')
    .set((eb) => ({ balance: eb.ref('balance') }))
    .where('id', '=', bonusId)
    .returning('balance')
    .executeTakeFirstOrThrow()
  const taken = Math.min(balance, amount)
  if (taken > 0)
    await postBonusEntry(
      trx,
      { bonusId, amount: -taken, kind: 'freebet_taken_back', reference },
      now,
    )
  if (balance - taken === 0)
    await trx
      .updateTable('player_bonuses')
      .set({ state: 'bonus_over' })
      .where('id', '=', bonusId)
      .where('state', 'in', ['available', 'active'])
      .execute()
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
