import type { Transaction } from 'kysely'
import { newId } from '../db/ids'
import type { BonusLedgerKind, Database } from '../db/schema'

export type BonusLedgerEntry = {
  readonly bonusId: string
  /** Signed integer subunits. */
  readonly amount: number
  readonly kind: BonusLedgerKind
  readonly reference: string
}

/**
 * Appends a row to a freebet's ledger and moves its running balance with it: the only way a
 * freebet's money changes. (bonus, kind, reference) is unique, so a retry cannot post twice.
 * Returns the balance after it.
 */
export async function postBonusEntry(
  trx: Transaction<Database>,
  entry: BonusLedgerEntry,
  now = new Date(),
): Promise<number> {
  if (!Number.isSafeInteger(entry.amount) || entry.amount === 0)
    throw new Error(`bonus ledger: amount must be a non-zero integer, got ${String(entry.amount)}`)
  await trx
    .insertInto('bonus_ledger_entries')
    .values({
      id: newId(),
      bonus_id: entry.bonusId,
      amount: entry.amount,
      kind: entry.kind,
      reference: entry.reference,
      created_at: now.toISOString(),
    })
    .execute()
  const moved = await trx
    .updateTable('player_bonuses')
    .set((eb) => ({ balance: eb('balance', '+', entry.amount) }))
    .where('id', '=', entry.bonusId)
    .returning('balance')
    .executeTakeFirst()
  if (!moved) throw new Error(`bonus ledger: no bonus ${entry.bonusId}`)
  return moved.balance
}

/**
 * Stakes a whole active freebet on a bet, in the placement's transaction: one conditional
 * UPDATE takes its balance only if it is still active and holds exactly `amount` (two bets
 * racing for one freebet: the second finds it over), then its ledger row. False when it could
 * not be taken.
 */
export async function spendFreebet(
  trx: Transaction<Database>,
  bonusId: string,
  amount: number,
  betId: string,
  now = new Date(),
): Promise<boolean> {
  const taken = await trx
    .updateTable('player_bonuses')
    .set((eb) => ({ balance: eb('balance', '-', amount), state: 'bonus_over' }))
    .where('id', '=', bonusId)
    .where('state', '=', 'active')
    .where('balance', '=', amount)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst()
  if (taken.numUpdatedRows === 0n) return false
  await trx
    .insertInto('bonus_ledger_entries')
    .values({
      id: newId(),
      bonus_id: bonusId,
      amount: -amount,
      kind: 'freebet_stake',
      reference: betId,
      created_at: now.toISOString(),
    })
    .execute()
  return true
}
