import type { Kysely, Migration } from 'kysely'

/**
 * Players, their sessions, their accounts with a ledger (a balance is the sum of its rows)
 * and the outbox of e-mails and SMS (issue 7).
 */
export const playersMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('players')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('email', 'text', (c) => c.notNull().unique())
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('mobile_phone', 'text')
      .addColumn('country', 'text', (c) => c.notNull())
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('language', 'text', (c) => c.notNull())
      .addColumn('first_name', 'text')
      .addColumn('last_name', 'text')
      .addColumn('nickname', 'text')
      .addColumn('terms_accepted_at', 'text', (c) => c.notNull())
      .addColumn('confirmed_at', 'text')
      .addColumn('confirmation_token_hash', 'text')
      .addColumn('failed_sign_ins', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('locked_at', 'text')
      .addColumn('unlock_token_hash', 'text')
      .addColumn('reset_token_hash', 'text')
      .addColumn('reset_expires_at', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute()

    // A session is known by the hash of its cookie token, so a leaked table opens no session.
    await db.schema
      .createTable('sessions')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('player_id', 'text', (c) => c.notNull().references('players.id'))
      .addColumn('csrf_token', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .execute()
    await db.schema.createIndex('sessions_player').on('sessions').column('player_id').execute()

    await db.schema
      .createTable('accounts')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('player_id', 'text', (c) => c.notNull().references('players.id'))
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('active', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('accounts_player_currency', ['player_id', 'currency'])
      .execute()

    await db.schema
      .createTable('ledger_entries')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id'))
      // Signed integer subunits: credits positive, debits negative.
      .addColumn('amount', 'bigint', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('reference', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      // One entry per kind and reference: a retried deposit or settlement cannot pay twice.
      .addUniqueConstraint('ledger_entries_once', ['account_id', 'kind', 'reference'])
      .execute()

    await db.schema
      .createTable('outbox')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('channel', 'text', (c) => c.notNull())
      .addColumn('recipient', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute()
  },
  async down(db: Kysely<unknown>) {
    for (const table of ['outbox', 'ledger_entries', 'accounts', 'sessions', 'players'])
      await db.schema.dropTable(table).execute()
  },
}
