import type { Kysely, Migration } from 'kysely'

/** Which version of the terms a player accepted; null for players from before versions. */
export const termsVersionMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('players').addColumn('terms_version', 'text').execute()
  },
}
