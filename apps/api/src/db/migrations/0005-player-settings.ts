import type { Kysely, Migration } from 'kysely'

/** Each player's sportsbook settings (GET/POST /api/v2/settings). */
export const playerSettingsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('player_settings')
      .addColumn('player_id', 'text', (c) => c.primaryKey().references('players.id'))
      // JSON array of quick-stake amounts in subunits.
      .addColumn('stakes', 'text', (c) => c.notNull())
      .addColumn('auto_accept_odds_change', 'text', (c) => c.notNull())
      .addColumn('odds_type', 'text', (c) => c.notNull())
      .addColumn('push_subscription', 'text')
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute()
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('player_settings').execute()
  },
}
