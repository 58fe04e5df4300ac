import { randomUUID } from 'node:crypto'
import { API_ERROR_CODES, type SportsbookSessionView } from '@sportsbook/contracts'
import { DEFAULT_REALITY_CHECK_MINUTES } from '@sportsbook/domain'
import type { Kysely, Selectable } from 'kysely'
import type { Database, SportsbookSessionsTable } from '../db/schema'
import { Refused } from '../errors/refused'
import { exclusionAmong, limitsInForce } from './limits'

type OpenSession = {
  readonly session: Selectable<SportsbookSessionsTable>
  readonly minutes: number
  readonly now: Date
}

/** Ends a sportsbook session (a limit reached). */
async function endSession(db: Kysely<Database>, id: string, now: Date): Promise<void> {
  await db
    .updateTable('sportsbook_sessions')
    .set({ ended_at: now.toISOString() })
    .where('id', '=', id)
    .execute()
}

/** The session limit ended the player's sportsbook session: their sign-in ends too. */
export class SessionLimitReached extends Refused {
  constructor() {
    super(API_ERROR_CODES.outOfLimit, { id: 'outOfLimit' })
  }
}

/**
 * The player's open sportsbook session, started when there is none. Refused (out of limit)
 * during an exclusion, and once the session limit is reached — which also ends the session.
 */
export async function openSession(
  db: Kysely<Database>,
  playerId: string,
  now = new Date(),
): Promise<OpenSession> {
  const limits = await limitsInForce(db, playerId, now)
  if (exclusionAmong(limits)) throw new Refused(API_ERROR_CODES.outOfLimit, { id: 'outOfLimit' })
  const minutes = limits.get('reality_check')?.amount ?? DEFAULT_REALITY_CHECK_MINUTES
  let session = await db
    .selectFrom('sportsbook_sessions')
    .selectAll()
    .where('player_id', '=', playerId)
    .where('ended_at', 'is', null)
    .executeTakeFirst()
  if (!session) {
    session = {
      id: randomUUID(),
      player_id: playerId,
      started_at: now.toISOString(),
      next_check_at: new Date(now.getTime() + minutes * 60_000).toISOString(),
      active_seconds: 0,
      ended_at: null,
    }
    await db.insertInto('sportsbook_sessions').values(session).execute()
  }
  const sessionLimit = limits.get('sportsbook_session')?.amount
  if (sessionLimit && now.getTime() - Date.parse(session.started_at) > sessionLimit * 60_000) {
    await endSession(db, session.id, now)
    throw new SessionLimitReached()
  }
  return { session, minutes, now }
}

const BET_MONEY = ['bet_stake', 'bet_payout', 'bet_refund', 'bet_cashout', 'jackpot_win']

/** What the player's bets paid less what they staked since `since`, in their main currency. */
async function netResultSince(db: Kysely<Database>, playerId: string, since: string) {
  const row = await db
    .selectFrom('ledger_entries as l')
    .innerJoin('accounts as a', 'a.id', 'l.account_id')
    .innerJoin('players as p', (join) =>
      join.onRef('p.id', '=', 'a.player_id').onRef('p.currency', '=', 'a.currency'),
    )
    .select((eb) => [
      'p.currency',
      eb.fn.coalesce(eb.fn.sum<string | number>('l.amount'), eb.val(0)).as('net'),
    ])
    .where('p.id', '=', playerId)
    .where('l.kind', 'in', BET_MONEY)
    .where('l.created_at', '>=', since)
    .groupBy('p.currency')
    .executeTakeFirst()
  const currency =
    row?.currency ??
    (
      await db
        .selectFrom('players')
        .select('currency')
        .where('id', '=', playerId)
        .executeTakeFirstOrThrow()
    ).currency
  return { subunits: Number(row?.net ?? 0), currency }
}

/**
 * The session as the reality check reads it: its period, whether a check is due, the time
 * played and the net result of its bets.
 */
export async function sessionView(
  db: Kysely<Database>,
  { session, minutes, now }: OpenSession,
): Promise<SportsbookSessionView> {
  return {
    id: session.id,
    started_at: session.started_at,
    period: minutes * 60,
    next_check_at: session.next_check_at,
    reality_check_due: session.next_check_at <= now.toISOString(),
    played_seconds: Math.max(
      0,
      Math.floor((now.getTime() - Date.parse(session.started_at)) / 1000),
    ),
    net_result: await netResultSince(db, session.player_id, session.started_at),
  }
}

/** The player saw the reality check and plays on: the next one comes a period later. */
export async function continueSession(
  db: Kysely<Database>,
  playerId: string,
  now = new Date(),
): Promise<SportsbookSessionView> {
  const open = await openSession(db, playerId, now)
  const nextCheckAt = new Date(now.getTime() + open.minutes * 60_000).toISOString()
  await db
    .updateTable('sportsbook_sessions')
    .set({ next_check_at: nextCheckAt })
    .where('id', '=', open.session.id)
    .execute()
  return sessionView(db, { ...open, session: { ...open.session, next_check_at: nextCheckAt } })
}

/**
 * Adds the seconds the player was active in the tab. Over the activity limit the session ends
 * and `overLimit` says so (the caller ends the player's sign-in).
 */
export async function trackActivity(
  db: Kysely<Database>,
  playerId: string,
  seconds: number,
  now = new Date(),
): Promise<{ activeSeconds: number; overLimit: boolean }> {
  const { session } = await openSession(db, playerId, now)
  const activeSeconds = session.active_seconds + seconds
  await db
    .updateTable('sportsbook_sessions')
    .set({ active_seconds: activeSeconds })
    .where('id', '=', session.id)
    .execute()
  const limit = (await limitsInForce(db, playerId, now)).get('activity')?.amount
  const overLimit = Boolean(limit && activeSeconds > limit * 60)
  if (overLimit) await endSession(db, session.id, now)
  return { activeSeconds, overLimit }
}
