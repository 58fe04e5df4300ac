import type { Kysely, Migration } from 'kysely'

/**
 * Freebet progress (issue 24, spec §3.8 "amb"): how many counting bets each player has placed
 * towards each progress campaign. The freebets it earns are ordinary issued bonuses.
 */
export const freebetProgressMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('freebet_progress')
      .addColumn('player_id', 'text', (c) => c.notNull().references('players.id'))
      .addColumn('campaign_id', 'text', (c) => c.notNull().references('bonus_campaigns.id'))
      .addColumn('progress_count', 'integer', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('freebet_progress_key', ['player_id', 'campaign_id'])
      .execute()
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('freebet_progress').execute()
  },
}
