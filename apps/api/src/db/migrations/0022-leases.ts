import type { Kysely, Migration } from 'kysely'

/**
 * Leases (issue 41): background work that must run once across api nodes — the feed, the bet
 * workers — is done by whoever holds its lease. The token grows with every new holder and is
 * checked inside the work's own transactions, so a holder that lost the lease (paused, cut
 * off) cannot write after another took it.
 */
export const leasesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('leases')
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('holder', 'text', (c) => c.notNull())
      .addColumn('token', 'bigint', (c) => c.notNull())
      // Milliseconds since the epoch, by the holder's clock.
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .execute()
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('leases').execute()
  },
}
