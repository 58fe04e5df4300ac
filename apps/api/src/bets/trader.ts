import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import { postEntry } from '../ledger/ledger'

/**
 * The simulated trader who decides VIP bets (a real book's traders are outside the project):
 * a bet waits `decisionMs` in `submitted`, then is accepted (waiting_results) or rejected with
 * its stake refunded. `accepts` is the trader's judgement; the default accepts a bet whose
 * potential win is at most `maxLiabilitySubunits` of its currency, else rejects it.
 */
export type TraderPolicy = {
  readonly decisionMs: number
  readonly pollMs: number
  readonly accepts: (bet: { readonly potentialWin: number; readonly currency: string }) => boolean
}

export type TraderDecision = {
  readonly betId: string
  readonly playerId: string
  readonly currency: string
  readonly status: 'waiting_results' | 'rejected'
  /** The balance after a refund. */
  readonly balance?: number
}

/** Decides every submitted bet that has waited long enough; each in its own transaction. */
export async function decideSubmittedBets(
  db: Kysely<Database>,
  policy: TraderPolicy,
  now = new Date(),
): Promise<TraderDecision[]> {
  const due = await db
    .selectFrom('bets')
    .select(['id', 'player_id', 'account_id', 'currency', 'total_stake', 'potential_win'])
    .where('status', '=', 'submitted')
    .where('created_at', '<=', new Date(now.getTime() - policy.decisionMs).toISOString())
    .orderBy('created_at')
    .limit(500)
    .execute()
  const decisions: TraderDecision[] = []
  for (const bet of due) {
    const accepted = policy.accepts({ potentialWin: bet.potential_win, currency: bet.currency })
    const decision = await db.transaction().execute(async (trx) => {
      const status = accepted ? ('waiting_results' as const) : ('rejected' as const)
      const changed = await trx
        .updateTable('bets')
        .set({
          status,
          ...(accepted ? {} : { result: 'canceled', settled_at: now.toISOString() }),
          updated_at: now.toISOString(),
        })
        .where('id', '=', bet.id)
        .where('status', '=', 'submitted')
        .executeTakeFirst()
      if (changed.numUpdatedRows === 0n) return undefined
      const base = { betId: bet.id, playerId: bet.player_id, currency: bet.currency, status }
      if (accepted) return base
      const balance = await postEntry(trx, {
        accountId: bet.account_id,
        amount: bet.total_stake,
        kind: 'bet_refund',
        reference: bet.id,
      })
      return { ...base, balance }
    })
    if (decision) decisions.push(decision)
  }
  return decisions
}
