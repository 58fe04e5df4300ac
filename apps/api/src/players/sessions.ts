import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import { prepared } from '../db/prepared'
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
