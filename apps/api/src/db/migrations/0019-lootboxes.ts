import type { Kysely, Migration } from 'kysely'

/**
 * A lootbox's opening (issue 39): the seed its prize was drawn with (recorded, so an audit
 * draws the same prize again), the line of the prize table it drew, and the freebet it gave.
 */
export const lootboxesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    // One column per statement: SQLite adds one at a time.
    await db.schema.alterTable('player_bonuses').addColumn('draw_seed', 'integer').execute()
    await db.schema.alterTable('player_bonuses').addColumn('prize_index', 'integer').execute()
    await db.schema.alterTable('player_bonuses').addColumn('prize_bonus_id', 'text').execute()
  },
  async down(db: Kysely<unknown>) {
    for (const column of ['prize_bonus_id', 'prize_index', 'draw_seed'])
      await db.schema.alterTable('player_bonuses').dropColumn(column).execute()
  },
}
