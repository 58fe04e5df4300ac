import type { Kysely, Migration } from 'kysely'

/** A player's phone number being verified by an SMS code. */
export const phoneVerificationsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('phone_verifications')
      .addColumn('player_id', 'text', (c) => c.primaryKey().references('players.id'))
      .addColumn('phone', 'text', (c) => c.notNull())
      .addColumn('code_hash', 'text')
      .addColumn('attempts', 'integer', (c) => c.notNull())
      // Times of the SMS sent (JSON array of ISO strings) for the daily limit and resend timeout.
      .addColumn('sent_at', 'text', (c) => c.notNull())
      .addColumn('verified_at', 'text')
      .execute()
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('phone_verifications').execute()
  },
}
