import type { Insertable, Kysely, Transaction } from 'kysely'
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
