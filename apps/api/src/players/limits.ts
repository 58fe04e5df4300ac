import {
  nearsLimit,
  periodStart,
  type LimitPeriod,
  type LimitUse,
  type UserLimitType,
} from '@sportsbook/domain'
import type { Kysely, Transaction } from 'kysely'
import type { Database } from '../db/schema'
import { prepared } from '../db/prepared'
import { refusedWith, required } from '../db/requirements'
import type { OneConnection } from '../db/sent-ahead'
import { total } from '../db/sums'

export type CurrentLimit = {
  readonly id: string
  readonly effectiveAt: string
  readonly type: UserLimitType
  readonly amount: number | null
  readonly period: LimitPeriod | null
  readonly endsAt: string | null
}

type LimitRow = {
  id: string
  type: UserLimitType
  amount: number | null
  period: LimitPeriod | null
  ends_at: string | null
  effective_at: string
  created_at: string
}

// Read by every bet placement.
const limitRows = prepared<{ player: string; now: string }, LimitRow>((db, param) =>
  db
    .selectFrom('user_limits')
    .select(['id', 'type', 'amount', 'period', 'ends_at', 'effective_at', 'created_at'])
    .where('player_id', '=', param('player'))
    .where('effective_at', '<=', param('now'))
    .orderBy('effective_at')
    .orderBy('created_at'),
)

/** A money limit this bet or deposit took past its warning mark: the player is told. */
export type NearLimit = {
  readonly id: string
  readonly type: 'deposit' | 'wager' | 'loss'
  /** What is left of it in this period, in subunits. */
  readonly left: number
}

/** The warning `amount` more of `use` earns on `limit`, if it crosses the mark (the domain's rule). */
export function nearLimit(
  limit: { readonly id: string; readonly type: NearLimit['type'] },
  use: LimitUse,
  amount: number,
): NearLimit | undefined {
  if (!nearsLimit(use.used, amount, use.limit)) return undefined
  return { id: limit.id, type: limit.type, left: use.limit - Math.max(0, use.used) - amount }
}

/** The limit of each type in force now: the newest row that has taken effect. */
export async function limitsInForce(
  db: Kysely<Database>,
  playerId: string,
  now = new Date(),
): Promise<Map<UserLimitType, CurrentLimit>> {
  return inForce(await limitRows.rows(db, { player: playerId, now: now.toISOString() }), now)
}

/**
 * The limits a placement is judged by, read before its transaction, and how many limit rows had
 * taken effect then: `requireLimitsHeld` checks that number again inside the transaction.
 */
export type LimitsRead = {
  readonly inForce: Map<UserLimitType, CurrentLimit>
  readonly rows: number
}

/** Sends the read of a player's limits ahead on a connection (`sendAhead`). */
export async function sendLimitsAhead(
  connection: OneConnection,
  playerId: string,
  now: Date,
): Promise<() => Promise<LimitsRead>> {
  const rows = await limitRows.sendAhead(connection, { player: playerId, now: now.toISOString() })
  return async () => {
    const read = await rows()
    return { inForce: inForce(read, now), rows: read.length }
  }
}

const LIMITS_CHANGED = "limits: the player's limits changed since they were read"

// Rows are only ever added to the set a placement reads (those in effect at its time; a new
// setting deletes only rows still to take effect), so their number tells whether it changed.
const limitsHeld = prepared<{ player: string; now: string; rows: number }, { held: boolean }>(
  (db, param) =>
    db.selectNoFrom((eb) => [
      required(
        eb(
          eb
            .selectFrom('user_limits')
            .select((count) => count.fn.countAll<number>().as('rows'))
            .where('player_id', '=', param('player'))
            .where('effective_at', '<=', param('now'))
            .$asScalar(),
          '=',
          param('rows'),
        ),
        LIMITS_CHANGED,
      ).as('held'),
    ]),
)

/**
 * Requires, inside a write transaction, that the player's limits are still those read before it
 * (sent ahead: the transaction fails otherwise, and `limitsChanged` tells that error).
 */
export async function requireLimitsHeld(
  trx: Transaction<Database>,
  playerId: string,
  now: Date,
  read: LimitsRead,
): Promise<() => Promise<unknown>> {
  return limitsHeld.sendAhead(trx, { player: playerId, now: now.toISOString(), rows: read.rows })
}

export function limitsChanged(error: unknown): boolean {
  return refusedWith(error, LIMITS_CHANGED)
}

function inForce(rows: readonly LimitRow[], now: Date): Map<UserLimitType, CurrentLimit> {
  const limits = new Map<UserLimitType, CurrentLimit>()
  for (const row of rows) {
    const type = row.type
    // An exclusion that has ended, or a removed limit (no amount), no longer applies.
    const ended = row.ends_at !== null && row.ends_at <= now.toISOString()
    if (ended || (row.amount === null && row.ends_at === null)) limits.delete(type)
    else
      limits.set(type, {
        id: row.id,
        effectiveAt: row.effective_at,
        type,
        amount: row.amount,
        period: row.period,
        endsAt: row.ends_at,
      })
  }
  return limits
}

/** A self-exclusion or cooling-off in force, if any. */
export async function exclusionInForce(
  db: Kysely<Database>,
  playerId: string,
  now = new Date(),
): Promise<CurrentLimit | null> {
  return exclusionAmong(await limitsInForce(db, playerId, now))
}

/** The self-exclusion or cooling-off among limits in force, if any: either ends play. */
export function exclusionAmong(limits: ReadonlyMap<UserLimitType, CurrentLimit>) {
  return limits.get('selfexclusion') ?? limits.get('coolingoff') ?? null
}

/** Deposits (completed or pending) in one currency since the start of a limit's period. */
export async function depositedSince(
  db: Kysely<Database>,
  playerId: string,
  currency: string,
  period: LimitPeriod,
  now = new Date(),
): Promise<number> {
  const row = await db
    .selectFrom('deposits as d')
    .innerJoin('accounts as a', 'a.id', 'd.account_id')
    .select(total('d.amount').as('total'))
    .where('d.player_id', '=', playerId)
    .where('a.currency', '=', currency)
    .where('d.status', '!=', 'failed')
    .where('d.created_at', '>=', new Date(periodStart(period, now.getTime())).toISOString())
    .executeTakeFirstOrThrow()
  return row.total
}
