import { SqliteAdapter, type Kysely, type Migration } from 'kysely'

/**
 * The live and pre-match lists (`GET /matches?match_status=`, by start time then id) read their
 * page in this index's order and count from it, sorting nothing apart (issue 42). It replaces
 * (status, start_time). On SQLite it also holds `revision`, so a page is read from the index
 * alone; on PostgreSQL it does not, so the feed's revision updates stay HOT (decision 159).
 */
export const listIndexMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const covering = db.getExecutor().adapter instanceof SqliteAdapter
    await db.schema
      .createIndex('matches_status_start_id')
      .on('matches')
      .columns(['status', 'start_time', 'id', ...(covering ? ['revision'] : [])])
      .execute()
    await db.schema.dropIndex('matches_status_start').execute()
  },
  async down(db: Kysely<unknown>) {
    await db.schema
      .createIndex('matches_status_start')
      .on('matches')
      .columns(['status', 'start_time'])
      .execute()
    await db.schema.dropIndex('matches_status_start_id').execute()
  },
}
