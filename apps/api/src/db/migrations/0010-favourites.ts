import type { Kysely, Migration } from 'kysely'

/** Each player's favourite matches and leagues (spec §7.2 /favourites/{type}). */
export const favouritesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('favourites')
      .addColumn('player_id', 'text', (c) => c.notNull().references('players.id'))
      // 'matches' or 'tournaments'; entity_id is the match's or the tournament's id.
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('entity_id', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('favourites_pk', ['player_id', 'type', 'entity_id'])
      .execute()
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('favourites').execute()
  },
}
