import type { Kysely, Migration } from 'kysely'

/** A player's municipality, which an operator may require (REQUIRED_PROFILE_FIELDS). */
export const municipalityMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('players').addColumn('municipality', 'text').execute()
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('players').dropColumn('municipality').execute()
  },
}
