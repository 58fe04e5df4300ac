import { FREEBET_TYPES, PAID_BACK_STATUSES, type BetStatus } from '@sportsbook/domain'
import { sql, type Kysely } from 'kysely'
import type { Database } from '../db/schema'
import { auditFreebets } from '../bonuses/bonus-audit'
import { auditJackpots } from '../bonuses/jackpots'
import { total } from '../db/sums'

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
 * - every account's running balance equals the sum of its ledger rows, and none is negative;
 * - every placement's stake row equals the stakes of the bets it placed, and no stake row is
 *   without bets;
 * - every credit for a bet (payout, cash-out, refund) belongs to a bet in the matching state
 *   and equals what that bet says it paid, and every such bet has its credit;
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
  for (const a of accounts) {
    if (a.balance !== a.sum)
      problems.push(`account ${a.id}: balance ${a.balance} but its ledger rows sum to ${a.sum}`)
    if (a.balance < 0) problems.push(`account ${a.id}: negative balance ${a.balance}`)
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

  const credits = await db
    .selectFrom('ledger_entries as l')
    .leftJoin('bets as b', (join) =>
      join.onRef('b.id', '=', 'l.reference').onRef('b.account_id', '=', 'l.account_id'),
    )
    .select(['l.reference', 'l.kind', 'l.amount', 'b.status', 'b.win_amount', 'b.total_stake'])
    .where('l.kind', 'in', Object.keys(BET_CREDITS) as (keyof typeof BET_CREDITS)[])
    .execute()
  const credited = new Set<string>()
  for (const c of credits) {
    const kind = c.kind as keyof typeof BET_CREDITS
    credited.add(`${kind}|${c.reference}`)
    const expected = kind === 'bet_refund' ? c.total_stake : c.win_amount
    if (c.status !== BET_CREDITS[kind])
      problems.push(`${kind} ${c.reference}: the bet is ${c.status ?? 'missing'}`)
    else if (c.amount !== expected)
      problems.push(`${kind} ${c.reference}: paid ${c.amount}, the bet says ${String(expected)}`)
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
