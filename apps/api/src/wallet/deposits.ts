import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database, DepositStatus } from '../db/schema'
import { balanceOf, postEntry } from './ledger'

export type DepositOutcome = 'complete' | 'fail' | 'pending'

/** A pending deposit into the player's account in `currency`; null without such an account. */
export async function startDeposit(
  db: Kysely<Database>,
  deposit: { playerId: string; currency: string; amount: number; returnPath: string },
): Promise<{ id: string } | null> {
  const account = await db
    .selectFrom('accounts')
    .select('id')
    .where('player_id', '=', deposit.playerId)
    .where('currency', '=', deposit.currency)
    .executeTakeFirst()
  if (!account) return null
  const id = randomUUID()
  const now = new Date().toISOString()
  await db
    .insertInto('deposits')
    .values({
      id,
      player_id: deposit.playerId,
      account_id: account.id,
      amount: deposit.amount,
      status: 'pending',
      return_path: deposit.returnPath,
      created_at: now,
      updated_at: now,
    })
    .execute()
  return { id }
}

/**
 * Records what the payment provider reported. Only a pending deposit changes; a completed one
 * credits the account with one ledger row referenced by the deposit (so a repeated report
 * cannot pay twice). Returns the deposit as it now is, with the account's new balance.
 */
export async function settleDeposit(
  db: Kysely<Database>,
  depositId: string,
  outcome: DepositOutcome,
): Promise<{
  /** This report credited the account (false for a repeated or later report). */
  credited: boolean
  status: DepositStatus
  playerId: string
  currency: string
  balance: number
  returnPath: string
} | null> {
  return db.transaction().execute(async (trx) => {
    const deposit = await trx
      .selectFrom('deposits as d')
      .innerJoin('accounts as a', 'a.id', 'd.account_id')
      .select([
        'd.id',
        'd.status',
        'd.amount',
        'd.account_id',
        'd.player_id',
        'd.return_path',
        'a.currency',
      ])
      .where('d.id', '=', depositId)
      .executeTakeFirst()
    if (!deposit) return null
    let status = deposit.status
    let credited = false
    if (status === 'pending' && outcome !== 'pending') {
      status = outcome === 'complete' ? 'completed' : 'failed'
      // Only the first report moves a pending deposit (a concurrent one updates nothing).
      const moved = await trx
        .updateTable('deposits')
        .set({ status, updated_at: new Date().toISOString() })
        .where('id', '=', deposit.id)
        .where('status', '=', 'pending')
        .executeTakeFirst()
      if (moved.numUpdatedRows > 0n && status === 'completed') {
        await postEntry(trx, {
          accountId: deposit.account_id,
          amount: deposit.amount,
          kind: 'deposit',
          reference: deposit.id,
        })
        credited = true
      }
    }
    return {
      credited,
      status,
      playerId: deposit.player_id,
      currency: deposit.currency,
      balance: await balanceOf(trx, deposit.account_id),
      returnPath: deposit.return_path,
    }
  })
}
