import { API_ERROR_CODES, PASSWORD_MESSAGES } from '@sportsbook/contracts'
import { passwordProblems } from '@sportsbook/domain'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import { Refused } from '../errors/refused'
import { hashPassword, tokenHash, verifyPassword } from './secrets'

/** A 400 naming `body.password` with each of its problems (the domain's password rules). */
function refuseWeakPassword(password: string, email: string): void {
  const problems = passwordProblems(password, email)
  if (problems.length === 0) return
  const details = problems.map((problem) => ({
    field: 'body.password',
    message: PASSWORD_MESSAGES[problem],
    code: problem,
  }))
  throw new Refused(
    API_ERROR_CODES.validationFailed,
    `Invalid request: ${details.map((d) => `${d.field}: ${d.message}`).join('; ')}`,
    details,
  )
}

/**
 * Sets a new password from a reset link. It also unlocks the account, and ends every session
 * of the player: whoever knew the old password is signed out. Answers the player's id.
 */
export async function resetPassword(
  db: Kysely<Database>,
  { token, password }: { token: string; password: string },
): Promise<string> {
  const player = await db
    .selectFrom('players')
    .select(['id', 'email', 'reset_expires_at'])
    .where('reset_token_hash', '=', tokenHash(token))
    .executeTakeFirst()
  if (!player || (player.reset_expires_at ?? '') < new Date().toISOString())
    throw new Refused(API_ERROR_CODES.invalidToken, 'This reset link is not valid (any more)')
  refuseWeakPassword(password, player.email)
  const passwordHash = await hashPassword(password)
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('players')
      .set({
        password_hash: passwordHash,
        reset_token_hash: null,
        reset_expires_at: null,
        failed_sign_ins: 0,
        locked_at: null,
        unlock_token_hash: null,
      })
      .where('id', '=', player.id)
      .execute()
    await trx.deleteFrom('sessions').where('player_id', '=', player.id).execute()
  })
  return player.id
}

/**
 * confirm_password (spec §2.3): a signed-in player changes their password by confirming the
 * current one. Every other session of theirs ends; this one stays.
 */
export async function changePassword(
  db: Kysely<Database>,
  session: { playerId: string; tokenHash: string },
  { current, password }: { current: string; password: string },
): Promise<void> {
  const player = await db
    .selectFrom('players')
    .select(['id', 'email', 'password_hash'])
    .where('id', '=', session.playerId)
    .executeTakeFirstOrThrow()
  if (!(await verifyPassword(current, player.password_hash)))
    throw new Refused(
      API_ERROR_CODES.validationFailed,
      'Invalid request: body.current_password: Wrong password',
      [{ field: 'body.current_password', message: 'Wrong password', code: 'wrong_password' }],
    )
  refuseWeakPassword(password, player.email)
  const passwordHash = await hashPassword(password)
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('players')
      .set({ password_hash: passwordHash })
      .where('id', '=', player.id)
      .execute()
    await trx
      .deleteFrom('sessions')
      .where('player_id', '=', player.id)
      .where('token_hash', '!=', session.tokenHash)
      .execute()
  })
}
