import { sql, type Kysely, type Migration } from 'kysely'

/**
 * Bets and their selections, placement requests kept for idempotency, shared slips, the pve
 * flag of a player, and a running balance on each account (issue 8).
 *
 * The running balance exists so that a placement checks and takes money with one conditional
 * UPDATE instead of summing an ever longer ledger. It only ever changes in the statement pair
 * that also appends its ledger row (`wallet/ledger.ts`), and `npm run audit:ledger` checks
 * that every balance still equals the sum of its rows.
 */
export const betsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('accounts')
      .addColumn('balance', 'bigint', (c) => c.notNull().defaultTo(0))
      .execute()
    await sql`update accounts set balance = coalesce((select sum(amount) from ledger_entries
      where ledger_entries.account_id = accounts.id), 0)`.execute(db)
    await db.schema
      .alterTable('players')
      .addColumn('pve', 'integer', (c) => c.notNull().defaultTo(0))
      .execute()

    await db.schema
      .createTable('bets')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('ref', 'text', (c) => c.notNull().unique())
      .addColumn('player_id', 'text', (c) => c.notNull().references('players.id'))
      .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id'))
      // The placement that took its stake: the reference of that ledger row.
      .addColumn('placement_id', 'text', (c) => c.notNull())
      .addColumn('currency', 'text', (c) => c.notNull())
      // single, combo, system, custom_bet
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('system_win_count', 'integer')
      // Stake per combination (the whole stake but for a system) and the whole stake.
      .addColumn('stake', 'bigint', (c) => c.notNull())
      .addColumn('total_stake', 'bigint', (c) => c.notNull())
      // Total odds × 1000 as accepted (null for a system, whose combinations each have theirs).
      .addColumn('odds', 'bigint')
      .addColumn('potential_win', 'bigint', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('result', 'text', (c) => c.notNull())
      .addColumn('win_amount', 'bigint')
      .addColumn('is_vip', 'integer', (c) => c.notNull())
      .addColumn('device_id', 'text')
      .addColumn('quick', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addColumn('settled_at', 'text')
      .execute()
    await db.schema
      .createIndex('bets_player_created')
      .on('bets')
      .columns(['player_id', 'created_at'])
      .execute()
    await db.schema.createIndex('bets_status').on('bets').column('status').execute()

    await db.schema
      .createTable('bet_selections')
      .addColumn('bet_id', 'text', (c) => c.notNull().references('bets.id'))
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('match_id', 'text', (c) => c.notNull())
      .addColumn('market_id', 'text', (c) => c.notNull())
      .addColumn('specifier', 'text', (c) => c.notNull())
      .addColumn('outcome_id', 'text', (c) => c.notNull())
      // Accepted odds × 1000.
      .addColumn('odds', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('bet_selections_pk', ['bet_id', 'position'])
      .execute()
    await db.schema
      .createIndex('bet_selections_match')
      .on('bet_selections')
      .column('match_id')
      .execute()

    // A placement's answer under the player's Idempotency-Key: a retry gets it again.
    await db.schema
      .createTable('placement_requests')
      .addColumn('player_id', 'text', (c) => c.notNull().references('players.id'))
      .addColumn('key', 'text', (c) => c.notNull())
      .addColumn('body_hash', 'text', (c) => c.notNull())
      .addColumn('response', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('placement_requests_pk', ['player_id', 'key'])
      .execute()

    await db.schema
      .createTable('bet_shares')
      .addColumn('code', 'text', (c) => c.primaryKey())
      // JSON: the bets of the shared slip (selections, type, system).
      .addColumn('bets', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute()
  },
  async down(db: Kysely<unknown>) {
    for (const table of ['bet_shares', 'placement_requests', 'bet_selections', 'bets'])
      await db.schema.dropTable(table).execute()
    await db.schema.alterTable('players').dropColumn('pve').execute()
    await db.schema.alterTable('accounts').dropColumn('balance').execute()
  },
}
