import { API_ERROR_CODES } from '@sportsbook/contracts'
import { MAX_FAILED_SIGN_INS } from '@sportsbook/domain'
import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import { Refused } from '../errors/refused'
import { emailAccountLink } from './account-links'
import { claimSignInAttempt } from './players-repo'
import { DUMMY_HASH_PROMISE, randomToken, tokenHash, verifyPassword } from './secrets'

/** Who is signing in: what the checks after the password need. */
export type SigningInPlayer = {
  readonly id: string
  readonly country: string
  readonly confirmed_at: string | null
}

/**
 * Checks an e-mail and password. The attempt is counted before the password is checked,
 * atomically: however many arrive at once, a locked (or locking) account has no password
 * checked for it. The attempt that reaches MAX_FAILED_SIGN_INS locks the account and e-mails
 * an unlock link (the count starts again once the player is let in: `clearFailedSignIns`).
 * Unknown e-mail, wrong password and a locked account answer alike and take
 * as long: lockout tells nobody whether an e-mail is registered (the owner gets the e-mail).
 */
export async function checkPassword(
  db: Kysely<Database>,
  log: FastifyBaseLogger,
  site: URL,
  { email, password }: { email: string; password: string },
): Promise<SigningInPlayer> {
  const player = await db
    .selectFrom('players')
    .select(['id', 'password_hash', 'confirmed_at', 'country', 'language'])
    .where('email', '=', email)
    .executeTakeFirst()
  const attempt = player ? await claimSignInAttempt(db, player.id) : undefined
  const valid = await verifyPassword(
    password,
    attempt ? (player?.password_hash ?? '') : await DUMMY_HASH_PROMISE,
  )
  if (player && attempt && valid) return player
  if (player && attempt === MAX_FAILED_SIGN_INS && !valid) {
    const unlockToken = randomToken()
    await db.transaction().execute(async (trx) => {
      const locked = await trx
        .updateTable('players')
        .set({ locked_at: new Date().toISOString(), unlock_token_hash: tokenHash(unlockToken) })
        .where('id', '=', player.id)
        .where('locked_at', 'is', null)
        .executeTakeFirst()
      if (locked.numUpdatedRows > 0n)
        await emailAccountLink(trx, log, site, {
          kind: 'lockout',
          recipient: email,
          language: player.language,
          token: unlockToken,
        })
    })
  }
  // Said for an unknown e-mail, a wrong password and a locked account alike.
  throw new Refused(API_ERROR_CODES.invalidCredentials, { id: 'invalidCredentials' })
}

/** A player let in starts with no failed sign-ins (unless locked meanwhile). */
export async function clearFailedSignIns(db: Kysely<Database>, playerId: string): Promise<void> {
  await db
    .updateTable('players')
    .set({ failed_sign_ins: 0 })
    .where('id', '=', playerId)
    .where('locked_at', 'is', null)
    .execute()
}

/** The player a host platform vouches for by e-mail (embedded mode's sign-in), if any. */
export async function playerByEmail(
  db: Kysely<Database>,
  email: string,
): Promise<(SigningInPlayer & { readonly locked_at: string | null }) | undefined> {
  return db
    .selectFrom('players')
    .select(['id', 'confirmed_at', 'locked_at', 'country'])
    .where('email', '=', email)
    .executeTakeFirst()
}
