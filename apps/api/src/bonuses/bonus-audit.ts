import { FREEBET_TYPES } from '@sportsbook/domain'
import { sql, type Kysely } from 'kysely'
import type { Database } from '../db/schema'
import { total } from '../db/sums'

/**
 * The freebet money invariants (`npm run audit:ledger`): every issued freebet's running balance
 * equals the sum of its bonus ledger rows and is never negative, and its one `freebet_issued`
 * row is the amount it was issued with; every bet staked with a freebet has that freebet's
 * stake row for its stake, and every stake row has its bet. Answers how many freebets it read
 * and what is wrong.
 */
export async function auditFreebets(
  db: Kysely<Database>,
): Promise<{ freebets: number; problems: string[] }> {
  const rows = await db
    .selectFrom('player_bonuses as b')
    .leftJoin('bonus_ledger_entries as l', 'l.bonus_id', 'b.id')
    .select([
      'b.id',
      'b.amount',
      'b.balance',
      total('l.amount').as('sum'),
      sql<number>`cast(coalesce(sum(case when l.kind = 'freebet_issued' then l.amount end), 0) as bigint)`.as(
        'issued',
      ),
      sql<number>`cast(count(case when l.kind = 'freebet_issued' then 1 end) as bigint)`.as(
        'issues',
      ),
    ])
    .where('b.amount', 'is not', null)
    .groupBy(['b.id', 'b.amount', 'b.balance'])
    .execute()
  const problems: string[] = []
  for (const b of rows) {
    if (b.balance !== b.sum)
      problems.push(`freebet ${b.id}: balance ${b.balance} but its rows sum to ${b.sum}`)
    if (b.balance < 0) problems.push(`freebet ${b.id}: negative balance ${b.balance}`)
    if (b.issues !== 1 || b.issued !== b.amount)
      problems.push(
        `freebet ${b.id}: issued with ${String(b.amount)} but its issue rows (${b.issues}) say ${b.issued}`,
      )
  }
  const stakes = await db
    .selectFrom('bonus_ledger_entries as l')
    .fullJoin('bets as b', (join) =>
      join.onRef('b.id', '=', 'l.reference').onRef('b.bonus_id', '=', 'l.bonus_id'),
    )
    .select(['l.reference', 'l.amount', 'b.id as bet_id', 'b.stake'])
    .where((eb) =>
      eb.or([
        eb('l.kind', '=', 'freebet_stake'),
        eb.and([eb('b.bonus_type', 'in', FREEBET_TYPES), eb('l.id', 'is', null)]),
      ]),
    )
    .execute()
  for (const s of stakes) {
    if (s.bet_id === null) problems.push(`freebet stake row ${String(s.reference)} has no bet`)
    else if (s.amount === null)
      problems.push(`bet ${s.bet_id} was staked with a freebet never taken`)
    else if (s.amount !== -(s.stake ?? 0))
      problems.push(`bet ${s.bet_id}: stake ${String(s.stake)} but its freebet gave ${-s.amount}`)
  }
  return { freebets: rows.length, problems }
}
