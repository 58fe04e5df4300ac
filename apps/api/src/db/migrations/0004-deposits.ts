import type { Kysely, Migration } from 'kysely'

/** Deposits through a payment provider: pending until the provider reports the outcome. */
export const depositsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('deposits')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('player_id', 'text', (c) => c.notNull().references('players.id'))
      .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id'))
      .addColumn('amount', 'bigint', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('return_path', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute()
    await db.schema.createIndex('deposits_player').on('deposits').column('player_id').execute()
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('deposits').execute()
  },
}
