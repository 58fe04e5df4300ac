import type { Kysely, Migration } from 'kysely'

/**
 * Each data provider's feed up or down as it last reported (spec §3.5 settings
 * `providerStatuses`): a page opened during an outage learns it from GET /settings, not only
 * from the next `provider_status_changed` push.
 */
export const providerStatusesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('provider_statuses')
      .addColumn('provider', 'text', (c) => c.primaryKey())
      .addColumn('active', 'integer', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute()
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('provider_statuses').execute()
  },
}
