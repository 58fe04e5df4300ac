import type { Kysely, Migration } from 'kysely'

/**
 * A match's revision: moved by every write to the match, its markets or its outcomes, in the
 * same transaction (catalogue/match-revisions.ts). Lists keep each match's summary until its
 * revision moves (decision 159).
 */
export const matchRevisionsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('matches')
      .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(0))
      .execute()
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('matches').dropColumn('revision').execute()
  },
}
