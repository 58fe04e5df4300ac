import type { Kysely, Migration } from 'kysely'

/**
 * Notifications (issue 25, spec §3.9): what happened to a player's bets, deposits and bonuses,
 * and the operator's messages, with the texts in the player's language at the time.
 */
export const notificationsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('notifications')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('player_id', 'text', (c) => c.notNull().references('players.id'))
      .addColumn('type', 'text', (c) => c.notNull())
      // bet, deposit or bonus, and its id; null for an operator's message.
      .addColumn('object_type', 'text')
      .addColumn('object_id', 'text')
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('caption', 'text', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('read', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute()
    await db.schema
      .createIndex('notifications_player')
      .on('notifications')
      .columns(['player_id', 'created_at'])
      .execute()
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('notifications').execute()
  },
}
