import { randomUUID } from 'node:crypto'
import { sql, type Kysely, type Transaction } from 'kysely'
import type { Database } from '../db/schema'

export type LedgerKind = 'deposit' | 'withdrawal' | 'bet_stake' | 'bet_payout' | 'bet_refund'

export type Balance = {
  readonly currency: string
  readonly balance: number
  readonly active: boolean
}

/**
 * Appends one entry to an account's ledger: the only way money changes. Amounts are signed
 * integer subunits. (kind, reference) is unique per account, so a retry cannot post twice.
 */
export async function postEntry(
  trx: Transaction<Database> | Kysely<Database>,
  entry: { accountId: string; amount: number; kind: LedgerKind; reference: string },
  now = new Date(),
): Promise<void> {
  if (!Number.isSafeInteger(entry.amount) || entry.amount === 0)
    throw new Error(
      `ledger: amount must be a non-zero integer of subunits, got ${String(entry.amount)}`,
    )
  await trx
    .insertInto('ledger_entries')
    .values({
      id: randomUUID(),
      account_id: entry.accountId,
      amount: entry.amount,
      kind: entry.kind,
      reference: entry.reference,
      created_at: now.toISOString(),
    })
    .execute()
}

/** Each of a player's accounts with its balance: the sum of its ledger rows. */
export async function balancesOf(
  db: Kysely<Database> | Transaction<Database>,
  playerId: string,
): Promise<Balance[]> {
  const rows = await db
    .selectFrom('accounts as a')
    .leftJoin('ledger_entries as l', 'l.account_id', 'a.id')
    .select([
      'a.currency',
      'a.active',
      // bigint on both dialects, so PostgreSQL returns it as int8 (read as a number).
      sql<number>`cast(coalesce(sum(l.amount), 0) as bigint)`.as('balance'),
    ])
    .where('a.player_id', '=', playerId)
    .groupBy(['a.id', 'a.currency', 'a.active', 'a.created_at'])
    .orderBy('a.created_at')
    .orderBy('a.currency')
    .execute()
  return rows.map((r) => ({
    currency: r.currency,
    balance: r.balance,
    active: r.active === 1,
  }))
}

export async function openAccount(
  db: Kysely<Database> | Transaction<Database>,
  playerId: string,
  currency: string,
  now = new Date(),
): Promise<string> {
  const id = randomUUID()
  await db
    .insertInto('accounts')
    .values({ id, player_id: playerId, currency, active: 1, created_at: now.toISOString() })
    .execute()
  return id
}
