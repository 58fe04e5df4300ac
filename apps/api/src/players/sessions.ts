import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import { prepared } from '../db/prepared'
import type { OneConnection } from '../db/sent-ahead'
import { randomToken, tokenHash } from './secrets'

export const SESSION_COOKIE = 'sb_session'
/** A session lasts 30 days from sign-in. */
export const SESSION_TTL_MS = 30 * 24 * 3600 * 1000

export type Session = {
  readonly playerId: string
  readonly csrfToken: string
  readonly tokenHash: string
}

/** A new session for a player; the cookie carries the token, the table only its hash. */
export async function createSession(
  db: Kysely<Database>,
  playerId: string,
  now = new Date(),
): Promise<{ token: string; session: Session }> {
  const token = randomToken()
  const session = { playerId, csrfToken: randomToken(), tokenHash: tokenHash(token) }
  await db
    .insertInto('sessions')
    .values({
      token_hash: session.tokenHash,
      player_id: playerId,
      csrf_token: session.csrfToken,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + SESSION_TTL_MS).toISOString(),
    })
    .execute()
  return { token, session }
}

/** The live session a cookie token names, or null (unknown, tampered or expired). */
// Read on every request that carries a session cookie.
const sessionByHash = prepared<{ hash: string; now: string }, SessionRow>((db, param) =>
  db
    .selectFrom('sessions')
    .select(['player_id', 'csrf_token', 'token_hash'])
    .where('token_hash', '=', param('hash'))
    .where('expires_at', '>', param('now')),
)
type SessionRow = { player_id: string; csrf_token: string; token_hash: string }

export async function findSession(
  db: Kysely<Database>,
  token: string,
  now = new Date(),
): Promise<Session | null> {
  const row = await sessionByHash.first(db, { hash: tokenHash(token), now: now.toISOString() })
  return row
    ? { playerId: row.player_id, csrfToken: row.csrf_token, tokenHash: row.token_hash }
    : null
}

export async function deleteSession(db: Kysely<Database>, hash: string): Promise<void> {
  await db.deleteFrom('sessions').where('token_hash', '=', hash).execute()
}

/** Ends every session of a player: an exclusion ends play on every device, not just this one. */
export async function deleteSessionsOf(db: Kysely<Database>, playerId: string): Promise<void> {
  await db.deleteFrom('sessions').where('player_id', '=', playerId).execute()
}

/** Sessions a process remembers at most; the oldest is forgotten first. */
const REMEMBERED_MAX = 10_000

/**
 * The sessions one api process has read, by token hash (decision 174). A session's player and
 * CSRF token never change while it lives, so a remembered one answers who a request is — for a
 * per-player rate limit and the CSRF check — without a read. Whether it still lives is not
 * remembered: a route that recalls a session must check that with its own first statements
 * (`sendSessionCheckAhead`), before it judges or writes anything.
 */
export class SessionMemory {
  readonly #sessions = new Map<string, Session>()

  /** The session a cookie token names: remembered, or read (and remembered if it lives). */
  async recall(db: Kysely<Database>, token: string, now = new Date()): Promise<Session | null> {
    const known = this.#sessions.get(tokenHash(token))
    if (known) return known
    const session = await findSession(db, token, now)
    if (!session) return null
    if (this.#sessions.size >= REMEMBERED_MAX) {
      const [oldest] = this.#sessions.keys()
      if (oldest !== undefined) this.#sessions.delete(oldest)
    }
    this.#sessions.set(session.tokenHash, session)
    return session
  }

  /** Forgets a session found ended, so its token is read again next time. */
  forget(hash: string): void {
    this.#sessions.delete(hash)
  }
}

const sessionLives = prepared<{ hash: string; player: string; now: string }, { player_id: string }>(
  (db, param) =>
    db
      .selectFrom('sessions')
      .select('player_id')
      .where('token_hash', '=', param('hash'))
      .where('player_id', '=', param('player'))
      .where('expires_at', '>', param('now')),
)

/** Sends ahead the check that a recalled session still lives; its answer says whether it does. */
export async function sendSessionCheckAhead(
  connection: OneConnection,
  session: Session,
  now: Date,
): Promise<() => Promise<boolean>> {
  const rows = await sessionLives.sendAhead(connection, {
    hash: session.tokenHash,
    player: session.playerId,
    now: now.toISOString(),
  })
  return async () => (await rows()).length === 1
}
