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
