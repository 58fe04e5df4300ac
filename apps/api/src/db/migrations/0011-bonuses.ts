import type { Kysely, Migration } from 'kysely'

/**
 * Bonuses (issue 24): the operator's campaigns (synced from the campaigns file at start), the
 * bonuses issued to players, and the ledger of freebet money.
 *
 * A freebet's money is never in the player's account: it has its own running balance on the
 * issued bonus, changed only together with a row of `bonus_ledger_entries`, as accounts are
 * with `ledger_entries`; `npm run audit:ledger` checks both.
 */
export const bonusesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('bonus_campaigns')
      // The operator's id for it in the campaigns file.
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('type', 'text', (c) => c.notNull())
      // sign_up, first_deposit, promo_code or operator
      .addColumn('issue_on', 'text', (c) => c.notNull())
      // Upper case; unique among campaigns issued by a code.
      .addColumn('promo_code', 'text', (c) => c.unique())
      // Shown to visitors and to every player on the promotions page.
      .addColumn('public', 'integer', (c) => c.notNull())
      .addColumn('valid_from', 'text', (c) => c.notNull())
      .addColumn('valid_to', 'text', (c) => c.notNull())
      // Everything else the file says of it (names, terms, banners, conditions, kind's
      // parameters), as JSON: read whole, never queried by part.
      .addColumn('definition', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute()

    await db.schema
      .createTable('player_bonuses')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('player_id', 'text', (c) => c.notNull().references('players.id'))
      .addColumn('campaign_id', 'text', (c) => c.notNull().references('bonus_campaigns.id'))
      .addColumn('type', 'text', (c) => c.notNull())
      // available, active, bonus_over, deactivated, overridden (expiry follows from the clock)
      .addColumn('state', 'text', (c) => c.notNull())
      // What issued it: sign_up, first_deposit, promo_code, operator, no_risk_refund.
      .addColumn('source', 'text', (c) => c.notNull())
      // Makes issuing idempotent: one bonus per player, campaign and key (the campaign's id for
      // once-only sources, the refunded bet's id for a no-risk refund, the operator's key).
      .addColumn('issue_key', 'text', (c) => c.notNull())
      .addColumn('seen', 'integer', (c) => c.notNull())
      .addColumn('issued_at', 'text', (c) => c.notNull())
      .addColumn('valid_from', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('activated_at', 'text')
      // Freebets: the amount issued, its currency and what is left of it (a running balance).
      .addColumn('currency', 'text')
      .addColumn('amount', 'bigint')
      .addColumn('balance', 'bigint', (c) => c.notNull().defaultTo(0))
      // Comboboosts: bets it may still boost.
      .addColumn('uses_left', 'integer')
      .addUniqueConstraint('player_bonuses_once', ['player_id', 'campaign_id', 'issue_key'])
      .execute()
    await db.schema
      .createIndex('player_bonuses_player')
      .on('player_bonuses')
      .columns(['player_id', 'issued_at'])
      .execute()

    await db.schema
      .createTable('bonus_ledger_entries')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('bonus_id', 'text', (c) => c.notNull().references('player_bonuses.id'))
      // Signed integer subunits.
      .addColumn('amount', 'bigint', (c) => c.notNull())
      // freebet_issued, freebet_stake, freebet_restored
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('reference', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('bonus_ledger_entries_once', ['bonus_id', 'kind', 'reference'])
      .execute()

    // The bonus a bet was placed with, and its bonus odds (× 1000) for a comboboost.
    await db.schema.alterTable('bets').addColumn('bonus_id', 'text').execute()
    await db.schema.alterTable('bets').addColumn('bonus_type', 'text').execute()
    await db.schema.alterTable('bets').addColumn('bonus_odds', 'bigint').execute()
  },
  async down(db: Kysely<unknown>) {
    for (const column of ['bonus_odds', 'bonus_type', 'bonus_id'])
      await db.schema.alterTable('bets').dropColumn(column).execute()
    for (const table of ['bonus_ledger_entries', 'player_bonuses', 'bonus_campaigns'])
      await db.schema.dropTable(table).execute()
  },
}
