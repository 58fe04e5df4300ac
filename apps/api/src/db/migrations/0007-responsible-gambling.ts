import type { Kysely, Migration } from 'kysely'

/** Limits a player sets on themself, and their sportsbook sessions (reality check). */
export const responsibleGamblingMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('user_limits')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('player_id', 'text', (c) => c.notNull().references('players.id'))
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      // Subunits for money limits, minutes for time limits; null for exclusions.
      .addColumn('amount', 'bigint')
      .addColumn('period', 'text')
      // When a raised limit takes effect, or when an exclusion ends.
      .addColumn('effective_at', 'text', (c) => c.notNull())
      .addColumn('ends_at', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute()
    await db.schema
      .createIndex('user_limits_player')
      .on('user_limits')
      .column('player_id')
      .execute()

    await db.schema
      .createTable('sportsbook_sessions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('player_id', 'text', (c) => c.notNull().references('players.id'))
      .addColumn('started_at', 'text', (c) => c.notNull())
      .addColumn('next_check_at', 'text', (c) => c.notNull())
      .addColumn('active_seconds', 'integer', (c) => c.notNull())
      .addColumn('ended_at', 'text')
      .execute()
    await db.schema
      .createIndex('sportsbook_sessions_player')
      .on('sportsbook_sessions')
      .column('player_id')
      .execute()
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('sportsbook_sessions').execute()
    await db.schema.dropTable('user_limits').execute()
  },
}
