import { FREEBET_TYPES, PAID_BACK_STATUSES, type BetStatus } from '@sportsbook/domain'
import { sql, type Kysely } from 'kysely'
import type { Database } from '../db/schema'
import { auditFreebets } from '../bonuses/bonus-audit'
import { auditJackpots } from '../bonuses/jackpots'
import { total } from '../db/sums'
import type { LedgerKind } from '../ledger/ledger'
import { betOfReference } from '../ledger/bet-references'

/** Bets by id, read in chunks (an IN list stays far below the databases' parameter limits). */
async function betsById(db: Kysely<Database>, ids: readonly string[]) {
  const rows = []
  for (let i = 0; i < ids.length; i += 1000)
    rows.push(
      ...(await db
        .selectFrom('bets')
        .select(['id', 'status', 'win_amount', 'total_stake'])
        .where('id', 'in', ids.slice(i, i + 1000))
        .execute()),
    )
  return new Map(rows.map((row) => [row.id, row]))
}

export type LedgerAudit = {
  readonly accounts: number
  readonly entries: number
  readonly bets: number
  /** Freebets issued (their money has its own ledger, checked too). */
  readonly freebets: number
  /** Per currency: money the players hold, brought in, and what the book kept of their bets. */
  readonly currencies: readonly {
    readonly currency: string
    readonly balances: number
    readonly deposits: number
    readonly withdrawals: number
    readonly house: number
  }[]
  /** Every broken invariant, one sentence each; empty when the books are right. */
  readonly problems: readonly string[]
}

const BET_CREDITS = {
  bet_payout: 'done',
  bet_cashout: 'cashed_out',
  bet_refund: 'rejected',
} as const

/**
 * Checks the money invariants over the whole database:
 * - every account's running balance equals the sum of its ledger rows, and none is negative
 *   but where a payout was taken back (a feed's rollback, decision 147);
 * - every placement's stake row equals the stakes of the bets it placed, and no stake row is
 *   without bets;
 * - every credit for a bet (payout, cash-out, refund) belongs to a bet in the matching state
 *   and equals what that bet says it paid (payouts less their reversals), and every such bet
 *   has its credit;
 * - per currency, what players hold equals what they brought in less what the book kept:
 *   money is neither made nor lost between players and the house.
 */
export async function auditLedger(db: Kysely<Database>): Promise<LedgerAudit> {
  const problems: string[] = []

  const accounts = await db
    .selectFrom('accounts as a')
    .leftJoin('ledger_entries as l', 'l.account_id', 'a.id')
    .select([
      'a.id',
      'a.currency',
      'a.balance',
      total('l.amount').as('sum'),
      sql<number>`cast(count(l.id) as bigint)`.as('rows'),
    ])
    .groupBy(['a.id', 'a.currency', 'a.balance'])
    .execute()
  const reversedAccounts = new Set(
    (
      await db
        .selectFrom('ledger_entries')
        .select('account_id')
        .distinct()
        .where('kind', '=', 'bet_payout_reversal')
        .execute()
    ).map((r) => r.account_id),
  )
  for (const a of accounts) {
    if (a.balance !== a.sum)
      problems.push(`account ${a.id}: balance ${a.balance} but its ledger rows sum to ${a.sum}`)
    // Below zero only when a payout was taken back after the player had spent it.
    if (a.balance < 0 && !reversedAccounts.has(a.id))
      problems.push(`account ${a.id}: negative balance ${a.balance}`)
  }

  // Bets staked with a freebet took no money (their stake is on the freebet's ledger).
  const placements = await db
    .selectFrom('bets')
    .select(['placement_id', 'account_id', total('total_stake').as('staked')])
    .where((eb) => eb.or([eb('bonus_type', 'is', null), eb('bonus_type', 'not in', FREEBET_TYPES)]))
    .groupBy(['placement_id', 'account_id'])
    .execute()
  const stakeRows = await db
    .selectFrom('ledger_entries')
    .select(['reference', 'account_id', 'amount'])
    .where('kind', '=', 'bet_stake')
    .execute()
  const taken = new Map(stakeRows.map((r) => [`${r.account_id}|${r.reference}`, -r.amount]))
  for (const p of placements) {
    const key = `${p.account_id}|${p.placement_id}`
    if (taken.get(key) !== p.staked)
      problems.push(
        `placement ${p.placement_id}: bets staked ${p.staked} but the ledger took ${String(taken.get(key) ?? 0)}`,
      )
    taken.delete(key)
  }
  for (const key of taken.keys()) problems.push(`stake row ${key} has no bets`)

  // A bet's payouts over its settlement rounds, less their reversals, are what it paid now.
  const credits = await db
    .selectFrom('ledger_entries')
    .select(['reference', 'kind', 'amount'])
    .where('kind', 'in', [...Object.keys(BET_CREDITS), 'bet_payout_reversal'] as LedgerKind[])
    .execute()
  const paid = new Map<string, { kind: keyof typeof BET_CREDITS; bet: string; amount: number }>()
  for (const c of credits) {
    const kind = (
      c.kind === 'bet_payout_reversal' ? 'bet_payout' : c.kind
    ) as keyof typeof BET_CREDITS
    const bet = betOfReference(c.reference)
    const key = `${kind}|${bet}`
    paid.set(key, { kind, bet, amount: (paid.get(key)?.amount ?? 0) + c.amount })
  }
  const credited = new Set<string>()
  const creditedBets = await betsById(db, [...new Set([...paid.values()].map((p) => p.bet))])
  for (const [key, { kind, bet: id, amount }] of paid) {
    credited.add(key)
    const bet = creditedBets.get(id)
    // A payout taken back in full belongs to a bet a feed's correction reopened.
    if (amount === 0 && kind === 'bet_payout') continue
    const expected = kind === 'bet_refund' ? bet?.total_stake : bet?.win_amount
    if (bet?.status !== BET_CREDITS[kind])
      problems.push(`${kind} ${id}: the bet is ${bet?.status ?? 'missing'}`)
    else if (amount !== expected)
      problems.push(`${kind} ${id}: paid ${amount}, the bet says ${String(expected)}`)
  }
  const owed = await db
    .selectFrom('bets')
    .select(['id', 'status', 'win_amount'])
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'done'), eb('win_amount', '>', 0)]),
        eb('status', 'in', PAID_BACK_STATUSES),
      ]),
    )
    .execute()
  const kindFor: Partial<Record<BetStatus, string>> = {
    done: 'bet_payout',
    cashed_out: 'bet_cashout',
    rejected: 'bet_refund',
  }
  for (const bet of owed) {
    const kind = kindFor[bet.status] ?? ''
    if (!credited.has(`${kind}|${bet.id}`))
      problems.push(`bet ${bet.id} (${bet.status}) was never credited`)
  }

  const totals = await db
    .selectFrom('ledger_entries as l')
    .innerJoin('accounts as a', 'a.id', 'l.account_id')
    .select(['a.currency', 'l.kind', total('l.amount').as('total')])
    .groupBy(['a.currency', 'l.kind'])
    .execute()
  const known = new Set([
    'deposit',
    'withdrawal',
    'bet_stake',
    'jackpot_win',
    'bet_payout_reversal',
    ...Object.keys(BET_CREDITS),
  ])
  const currencies = [...new Set(accounts.map((a) => a.currency))].sort().map((currency) => {
    const of = (kind: string) =>
      totals.find((t) => t.currency === currency && t.kind === kind)?.total ?? 0
    for (const t of totals)
      if (t.currency === currency && !known.has(t.kind))
        problems.push(`${currency}: unknown ledger kind ${t.kind}`)
    const balances = accounts
      .filter((a) => a.currency === currency)
      .reduce((sum, a) => sum + a.balance, 0)
    const deposits = of('deposit')
    const withdrawals = -of('withdrawal')
    const house = -(
      of('bet_stake') +
      of('bet_payout') +
      of('bet_payout_reversal') +
      of('bet_cashout') +
      of('bet_refund') +
      of('jackpot_win')
    )
    if (balances !== deposits - withdrawals - house)
      problems.push(
        `${currency}: players hold ${balances}, but brought in ${deposits - withdrawals} and the book kept ${house}`,
      )
    return { currency, balances, deposits, withdrawals, house }
  })

  const [entries, bets] = await Promise.all([
    db
      .selectFrom('ledger_entries')
      .select(sql<number>`cast(count(*) as bigint)`.as('n'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('bets')
      .select(sql<number>`cast(count(*) as bigint)`.as('n'))
      .executeTakeFirstOrThrow(),
  ])
  const freebets = await auditFreebets(db)
  problems.push(...freebets.problems)
  problems.push(...(await auditJackpots(db)))
  return {
    accounts: accounts.length,
    entries: entries.n,
    bets: bets.n,
    freebets: freebets.freebets,
    currencies,
    problems,
  }
}
