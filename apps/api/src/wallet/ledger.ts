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

/** The balance of one account: the sum of its ledger rows. */
export async function balanceOf(
  db: Kysely<Database> | Transaction<Database>,
  accountId: string,
): Promise<number> {
  const row = await db
    .selectFrom('ledger_entries')
    .select(sql<number>`cast(coalesce(sum(amount), 0) as bigint)`.as('balance'))
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow()
  return row.balance
}

/**
 * Takes money out of an account if it holds enough, in the caller's transaction. The account
 * row is locked first, so two
 * debits can never both pass the check and overdraw it. Returns whether it was taken.
 */
export async function debit(
  trx: Transaction<Database>,
  entry: { accountId: string; amount: number; kind: LedgerKind; reference: string },
): Promise<boolean> {
  if (entry.amount <= 0) throw new Error('ledger: a debit takes a positive amount')
  // A no-op update takes the row lock on PostgreSQL and the write lock on SQLite alike.
  await trx
    .updateTable('accounts')
    .set((eb) => ({ active: eb.ref('active') }))
    .where('id', '=', entry.accountId)
    .executeTakeFirstOrThrow()
  if ((await balanceOf(trx, entry.accountId)) < entry.amount) return false
  await postEntry(trx, { ...entry, amount: -entry.amount })
  return true
}

/** Each of a player's accounts with its balance: the sum of its ledger rows. */
export async function balancesOf(
  db: Kysely<Database> | Transaction<Database>,
  playerId: string,
): Promise<Balance[]> {
  const rows = await db
    .selectFrom('accounts as a')
    .innerJoin('players as p', 'p.id', 'a.player_id')
    .leftJoin('ledger_entries as l', 'l.account_id', 'a.id')
    .select([
      'a.currency',
      'a.active',
      // bigint on both dialects, so PostgreSQL returns it as int8 (read as a number).
      sql<number>`cast(coalesce(sum(l.amount), 0) as bigint)`.as('balance'),
    ])
    .where('a.player_id', '=', playerId)
    .groupBy(['a.id', 'a.currency', 'a.active', 'a.created_at', 'p.currency'])
    // The player's main currency first, then the others as they were opened.
    .orderBy(sql`case when a.currency = p.currency then 0 else 1 end`)
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
