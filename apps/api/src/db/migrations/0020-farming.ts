import type { Kysely, Migration } from 'kysely'

/**
 * Points farming and hunting tournaments (issue 39, decisions 144 and 145): each joined hunting
 * or tournament's standing and the events it farmed; each tournament's pool with the ledger that
 * makes it up (the pool is the sum of its rows); the prizes fixed at its end, each paid once.
 */
export const farmingMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('bonus_farming')
      .addColumn('bonus_id', 'text', (c) => c.primaryKey().references('player_bonuses.id'))
      .addColumn('campaign_id', 'text', (c) => c.notNull().references('bonus_campaigns.id'))
      .addColumn('bets_count', 'integer', (c) => c.notNull())
      .addColumn('staked', 'bigint', (c) => c.notNull())
      .addColumn('points', 'bigint', (c) => c.notNull())
      .addColumn('available_points', 'bigint', (c) => c.notNull())
      .addColumn('boosts_count', 'integer', (c) => c.notNull())
      .addColumn('reached_at', 'text', (c) => c.notNull())
      .execute()
    await db.schema
      .createIndex('bonus_farming_by_campaign')
      .on('bonus_farming')
      .columns(['campaign_id', 'points'])
      .execute()
    await db.schema
      .createTable('bonus_farmed_events')
      .addColumn('bonus_id', 'text', (c) => c.notNull().references('player_bonuses.id'))
      .addColumn('match_id', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('bonus_farmed_events_key', ['bonus_id', 'match_id'])
      .execute()
    await db.schema
      .createTable('bonus_tournaments')
      .addColumn('campaign_id', 'text', (c) => c.primaryKey().references('bonus_campaigns.id'))
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('pool', 'bigint', (c) => c.notNull())
      .addColumn('paying_out', 'integer', (c) => c.notNull())
      .addColumn('paid_at', 'text')
      .execute()
    await db.schema
      .createTable('bonus_tournament_pool_entries')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('campaign_id', 'text', (c) =>
        c.notNull().references('bonus_tournaments.campaign_id'),
      )
      .addColumn('amount', 'bigint', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('reference', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('bonus_tournament_pool_entries_once', [
        'campaign_id',
        'kind',
        'reference',
      ])
      .execute()
    await db.schema
      .createTable('bonus_tournament_prizes')
      .addColumn('campaign_id', 'text', (c) =>
        c.notNull().references('bonus_tournaments.campaign_id'),
      )
      .addColumn('entry_id', 'text', (c) => c.notNull().references('player_bonuses.id'))
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('amount', 'bigint', (c) => c.notNull())
      .addColumn('prize_bonus_id', 'text')
      .addPrimaryKeyConstraint('bonus_tournament_prizes_key', ['campaign_id', 'entry_id'])
      .execute()
  },
  async down(db: Kysely<unknown>) {
    for (const table of [
      'bonus_tournament_prizes',
      'bonus_tournament_pool_entries',
      'bonus_tournaments',
      'bonus_farmed_events',
      'bonus_farming',
    ])
      await db.schema.dropTable(table).execute()
  },
}
