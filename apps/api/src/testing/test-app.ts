import { buildApp, type ApiInstance } from '../app'
import { migrateToLatest, openSqlite } from '../db/database'

/** A silent app on a fresh, migrated in-memory SQLite database. */
export async function buildTestApp(): Promise<ApiInstance> {
  const db = openSqlite(':memory:')
  await migrateToLatest(db)
  return buildApp({ db })
}
