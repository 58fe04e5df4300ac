import type { Kysely, Migration } from 'kysely'

/**
 * Sign-in tokens already used, kept until they would have expired: a host platform's
 * `auth_token` signs a player in once, so one seen in a log or a history cannot again.
 */
export const usedTokensMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('used_tokens')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .execute()
    await db.schema
      .createIndex('used_tokens_by_expiry')
      .on('used_tokens')
      .column('expires_at')
      .execute()
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('used_tokens').execute()
  },
}
