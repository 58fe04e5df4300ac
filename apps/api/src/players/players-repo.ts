import type { Insertable, Kysely, Transaction } from 'kysely'
import { MAX_FAILED_SIGN_INS } from '@sportsbook/domain'
import type { Database, PlayersTable } from '../db/schema'

type Required = 'id' | 'email' | 'password_hash' | 'country' | 'currency'

/** Inserts a player; every optional column starts empty (unconfirmed, unlocked, no names). */
export async function insertPlayer(
  db: Kysely<Database> | Transaction<Database>,
  player: Pick<Insertable<PlayersTable>, Required> & Partial<Insertable<PlayersTable>>,
): Promise<void> {
  const now = new Date().toISOString()
  await db
    .insertInto('players')
    .values({
      mobile_phone: null,
      language: 'en',
      first_name: null,
      last_name: null,
      nickname: null,
      municipality: null,
      terms_accepted_at: now,
      terms_version: null,
      confirmed_at: null,
      confirmation_token_hash: null,
      locked_at: null,
      unlock_token_hash: null,
      reset_token_hash: null,
      reset_expires_at: null,
      created_at: now,
      ...player,
    })
    .execute()
}

/**
 * Counts a sign-in attempt before its password is checked, in one statement (so concurrent
 * attempts cannot all read the same count): the attempt's number, or undefined when the
 * account is locked or has used up its attempts — then no password is checked at all.
 */
export async function claimSignInAttempt(
  db: Kysely<Database>,
  playerId: string,
): Promise<number | undefined> {
  const row = await db
    .updateTable('players')
    .set((eb) => ({ failed_sign_ins: eb('failed_sign_ins', '+', 1) }))
    .where('id', '=', playerId)
    .where('locked_at', 'is', null)
    .where('failed_sign_ins', '<', MAX_FAILED_SIGN_INS)
    .returning('failed_sign_ins')
    .executeTakeFirst()
  return row?.failed_sign_ins
}
