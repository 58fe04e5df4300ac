import type { Kysely, Migration } from 'kysely'

/**
 * Jackpots (decision 134): the operator's jackpots as last read from JACKPOTS_FILE, each
 * level's pool with the ledger that makes it up (a pool is the sum of its rows), the hits, and
 * which bets played.
 */
export const jackpotsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('jackpots')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('definition', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute()
    await db.schema
      .createTable('jackpot_levels')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('jackpot_id', 'text', (c) => c.notNull().references('jackpots.id'))
      .addColumn('code', 'text', (c) => c.notNull())
      .addColumn('pool', 'bigint', (c) => c.notNull())
      .addColumn('drop_point', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('jackpot_levels_code', ['jackpot_id', 'code'])
      .execute()
    await db.schema
      .createTable('jackpot_pool_entries')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('level_id', 'text', (c) => c.notNull().references('jackpot_levels.id'))
      .addColumn('amount', 'bigint', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('reference', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('jackpot_pool_entries_once', ['level_id', 'kind', 'reference'])
      .execute()
    await db.schema
      .createTable('jackpot_hits')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('jackpot_id', 'text', (c) => c.notNull().references('jackpots.id'))
      .addColumn('level_code', 'text', (c) => c.notNull())
      .addColumn('player_id', 'text', (c) => c.notNull().references('players.id'))
      .addColumn('bet_id', 'text', (c) => c.notNull().references('bets.id'))
      .addColumn('amount', 'bigint', (c) => c.notNull())
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('seen', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute()
    await db.schema
      .createIndex('jackpot_hits_by_jackpot')
      .on('jackpot_hits')
      .columns(['jackpot_id', 'created_at'])
      .execute()
    await db.schema
      .createIndex('jackpot_hits_by_player')
      .on('jackpot_hits')
      .columns(['player_id', 'seen'])
      .execute()
    await db.schema
      .alterTable('bets')
      .addColumn('used_in_jackpot', 'integer', (c) => c.notNull().defaultTo(0))
      .execute()
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('bets').dropColumn('used_in_jackpot').execute()
    await db.schema.dropTable('jackpot_hits').execute()
    await db.schema.dropTable('jackpot_pool_entries').execute()
    await db.schema.dropTable('jackpot_levels').execute()
    await db.schema.dropTable('jackpots').execute()
  },
}
