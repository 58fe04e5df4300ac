import type { Kysely, Migration } from 'kysely'

/**
 * Secrets the api nodes generate once and share through the database (decision 153): the push
 * tokens' key when PUSH_TOKEN_SECRET is not set, so a restart or another node does not turn
 * every open page's tokens into forgeries.
 */
export const clusterSecretsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('cluster_secrets')
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('value', 'text', (c) => c.notNull())
      .execute()
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('cluster_secrets').execute()
  },
}
