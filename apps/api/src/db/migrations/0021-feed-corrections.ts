import type { Kysely, Migration } from 'kysely'

/**
 * What a real feed's corrections need (issue 40): an outcome's dead-heat factor as an exact
 * fraction; a leg voided by a `bet_cancel` whose window held its bet (other bets on the same
 * outcome settle normally); and a bet's settlement round, bumped each time a rollback or a
 * cancel reopens a settled bet, so each settlement's ledger rows have their own reference; and
 * each UOF producer's last processed message.
 */
export const feedCorrectionsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    // One column per statement: SQLite adds one at a time.
    await db.schema.alterTable('outcomes').addColumn('dead_heat_numerator', 'integer').execute()
    await db.schema.alterTable('outcomes').addColumn('dead_heat_denominator', 'integer').execute()
    await db.schema
      .alterTable('bet_selections')
      .addColumn('cancelled', 'integer', (c) => c.notNull().defaultTo(0))
      .execute()
    await db.schema
      .alterTable('bets')
      .addColumn('settlement_round', 'integer', (c) => c.notNull().defaultTo(0))
      .execute()
    // A UOF producer's last processed message (ms): a restart recovers from there, not from now.
    await db.schema
      .createTable('feed_producers')
      .addColumn('product', 'integer', (c) => c.primaryKey())
      .addColumn('last_processed', 'bigint', (c) => c.notNull())
      .execute()
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('feed_producers').execute()
    await db.schema.alterTable('bets').dropColumn('settlement_round').execute()
    await db.schema.alterTable('bet_selections').dropColumn('cancelled').execute()
    await db.schema.alterTable('outcomes').dropColumn('dead_heat_denominator').execute()
    await db.schema.alterTable('outcomes').dropColumn('dead_heat_numerator').execute()
  },
}
