import { SqliteAdapter, sql, type Kysely, type SqlBool, type Transaction } from 'kysely'
import type { Database } from '../db/schema'
import { newId } from '../db/ids'
import { prepared } from '../db/prepared'
import { refusedWith, required } from '../db/requirements'

export type LedgerKind =
  | 'deposit'
  | 'withdrawal'
  | 'bet_stake'
  | 'bet_payout'
  /** A payout taken back because the feed rolled back or cancelled what settled it (issue 40). */
  | 'bet_payout_reversal'
  | 'bet_refund'
  | 'bet_cashout'
  /** A jackpot's pool, paid to the player whose bet made it drop (decision 134). */
  | 'jackpot_win'

export type Balance = {
  readonly currency: string
  readonly balance: number
  readonly active: boolean
}

export type LedgerEntry = {
  readonly accountId: string
  readonly amount: number
  readonly kind: LedgerKind
  readonly reference: string
}

function checkAmount(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount === 0)
    throw new Error(`ledger: amount must be a non-zero integer of subunits, got ${String(amount)}`)
}

type Row = {
  id: string
  account: string
  amount: number
  kind: string
  reference: string
  at: string
}

const insertRow = prepared<Row, never>((db, param) =>
  db.insertInto('ledger_entries').values({
    id: param('id'),
    account_id: param('account'),
    amount: param('amount'),
    kind: param('kind'),
    reference: param('reference'),
    created_at: param('at'),
  }),
)

const moveBalance = prepared<{ account: string; amount: number }, { balance: number }>(
  (db, param) =>
    db
      .updateTable('accounts')
      .set((eb) => ({ balance: eb('balance', '+', param('amount')) }))
      .where('id', '=', param('account'))
      .returning('balance'),
)

// The conditional take: only when the balance covers it; answers the new balance.
const takeBalance = prepared<{ account: string; amount: number }, { balance: number }>(
  (db, param) =>
    db
      .updateTable('accounts')
      .set((eb) => ({ balance: eb('balance', '-', param('amount')) }))
      .where('id', '=', param('account'))
      .where('balance', '>=', param('amount'))
      .returning('balance'),
)

/** What a debit fails with, on either database, when the account does not hold the amount. */
const NOT_ENOUGH_MONEY = 'ledger: the account does not hold the amount to debit'

/** Whether a transaction failed because a debit found less money than it takes. */
export function lackedMoney(error: unknown): boolean {
  return refusedWith(error, NOT_ENOUGH_MONEY)
}

/**
 * PostgreSQL: the conditional take and its ledger row in one statement, one round trip less
 * per placement (decision 154). The row is written only when the take happened; `amount` is
 * the positive amount taken, written negative. Without the money the statement fails (decision
 * 168), so what is sent after it need not wait to learn whether it took.
 */
const takeAndRecord = prepared<Row, { balance: number; taken: boolean }>((db, param) =>
  db
    .with('taken', (q) =>
      q
        .updateTable('accounts')
        .set((eb) => ({ balance: eb('balance', '-', param('amount')) }))
        .where('id', '=', param('account'))
        .where('balance', '>=', param('amount'))
        .returning('balance'),
    )
    .with('entry', (q) =>
      q
        .insertInto('ledger_entries')
        .columns(['id', 'account_id', 'amount', 'kind', 'reference', 'created_at'])
        .expression((eb) =>
          eb
            .selectFrom('taken')
            .select([
              eb.val(param('id')).as('id'),
              eb.val(param('account')).as('account_id'),
              sql<number>`-cast(${param('amount')} as bigint)`.as('amount'),
              eb.val(param('kind')).as('kind'),
              eb.val(param('reference')).as('reference'),
              eb.val(param('at')).as('created_at'),
            ]),
        ),
    )
    .selectNoFrom((eb) => [
      eb.selectFrom('taken').select('balance').$asScalar().$notNull().as('balance'),
      required(sql<SqlBool>`exists (select 1 from taken)`, NOT_ENOUGH_MONEY).as('taken'),
    ]),
)

async function appendRow(
  trx: Transaction<Database> | Kysely<Database>,
  entry: LedgerEntry,
  now: Date,
): Promise<void> {
  await insertRow.run(trx, {
    id: newId(),
    account: entry.accountId,
    amount: entry.amount,
    kind: entry.kind,
    reference: entry.reference,
    at: now.toISOString(),
  })
}

/**
 * Appends one entry to an account's ledger and moves its running balance with it: the only
 * way money changes. Amounts are signed integer subunits. (kind, reference) is unique per
 * account, so a retry cannot post twice. Outside a transaction it opens its own, so the row
 * and the balance never part. Returns the account's balance after it.
 */
export async function postEntry(
  db: Transaction<Database> | Kysely<Database>,
  entry: LedgerEntry,
  now = new Date(),
): Promise<number> {
  checkAmount(entry.amount)
  if (!db.isTransaction) return db.transaction().execute((trx) => postEntry(trx, entry, now))
  await appendRow(db, entry, now)
  const moved = await moveBalance.first(db, { account: entry.accountId, amount: entry.amount })
  if (!moved) throw new Error(`ledger: no account ${entry.accountId}`)
  return moved.balance
}

/** The balance of one account (its running balance: the sum of its ledger rows). */
export async function balanceOf(
  db: Kysely<Database> | Transaction<Database>,
  accountId: string,
): Promise<number> {
  const row = await db
    .selectFrom('accounts')
    .select('balance')
    .where('id', '=', accountId)
    .executeTakeFirstOrThrow()
  return row.balance
}

/**
 * Takes money out of an account if it holds enough, in the caller's transaction; without it the
 * transaction fails (`lackedMoney` tells that error). The check and the take are one conditional
 * UPDATE, so two debits can never both pass the check and overdraw it (PostgreSQL re-checks the
 * condition on the locked row; SQLite has one writer). On PostgreSQL the take is sent ahead
 * (decision 161): the caller's next statement leaves with it and runs after it, so what that
 * statement reads, it reads with the account locked; a shortfall fails that statement, or the
 * COMMIT (decision 168). Answers a function answering the balance after the debit.
 */
export async function debit(
  trx: Transaction<Database>,
  entry: LedgerEntry,
): Promise<() => Promise<number>> {
  if (entry.amount <= 0) throw new Error('ledger: a debit takes a positive amount')
  checkAmount(entry.amount)
  if (!(trx.getExecutor().adapter instanceof SqliteAdapter)) {
    const rows = await takeAndRecord.sendAhead(trx, {
      id: newId(),
      account: entry.accountId,
      amount: entry.amount,
      kind: entry.kind,
      reference: entry.reference,
      at: new Date().toISOString(),
    })
    return async () => {
      const [taken] = await rows()
      if (!taken) throw new Error('ledger: the debit answered no row')
      return taken.balance
    }
  }
  const taken = await takeBalance.first(trx, { account: entry.accountId, amount: entry.amount })
  if (!taken) throw new Error(NOT_ENOUGH_MONEY)
  await appendRow(trx, { ...entry, amount: -entry.amount }, new Date())
  return () => Promise.resolve(taken.balance)
}

const lockRow = prepared<{ account: string }, { balance: number }>((db, param) =>
  db
    .updateTable('accounts')
    .set((eb) => ({ balance: eb.ref('balance') }))
    .where('id', '=', param('account'))
    .returning('balance'),
)

/**
 * Locks an account's row until the transaction ends (a no-op write: PostgreSQL takes the row
 * lock; SQLite's IMMEDIATE transaction already holds the database's write lock), so checks
 * that read what moved through it see every concurrent change. Sent ahead (decision 161): the
 * caller's next statement leaves with it and runs after it. Answers a function answering the
 * account's balance.
 */
export async function lockAccount(
  trx: Transaction<Database>,
  accountId: string,
): Promise<() => Promise<number>> {
  const rows = await lockRow.sendAhead(trx, { account: accountId })
  return async () => {
    const [locked] = await rows()
    if (!locked) throw new Error(`ledger: no account ${accountId}`)
    return locked.balance
  }
}

/** Each of a player's accounts with its balance. */
export async function balancesOf(
  db: Kysely<Database> | Transaction<Database>,
  playerId: string,
): Promise<Balance[]> {
  const rows = await db
    .selectFrom('accounts as a')
    .innerJoin('players as p', 'p.id', 'a.player_id')
    .select(['a.currency', 'a.active', 'a.balance'])
    .where('a.player_id', '=', playerId)
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
  const id = newId()
  await db
    .insertInto('accounts')
    .values({ id, player_id: playerId, currency, active: 1, created_at: now.toISOString() })
    .execute()
  return id
}

/** The player's latest money movements, newest first (the wallet's transaction history). */
export async function transactionsOf(
  db: Kysely<Database>,
  playerId: string,
  limit = 200,
): Promise<{ amount: number; kind: string; created_at: string; currency: string }[]> {
  return db
    .selectFrom('ledger_entries as l')
    .innerJoin('accounts as a', 'a.id', 'l.account_id')
    .select(['l.amount', 'l.kind', 'l.created_at', 'a.currency'])
    .where('a.player_id', '=', playerId)
    .orderBy('l.created_at', 'desc')
    .limit(limit)
    .execute()
}
