import type { Kysely, Migration } from 'kysely'

/**
 * Search finds matches by their competitors' names: the few competitors whose name matches
 * lead to their matches through these, rather than every open match being tested against them.
 */
export const matchSidesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.createIndex('matches_home').on('matches').column('home_id').execute()
    await db.schema.createIndex('matches_away').on('matches').column('away_id').execute()
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('matches_away').execute()
    await db.schema.dropIndex('matches_home').execute()
  },
}
