import { randomBytes } from 'node:crypto'
import { Kysely, PostgresDialect, sql } from 'kysely'
import pg from 'pg'
import { inject } from 'vitest'
import { migrateToLatest, openPostgres, openSqlite } from '../db/database'
import type { Database } from '../db/schema'

/** Every database test runs on both. */
export const DIALECTS = ['sqlite', 'postgres'] as const
export type Dialect = (typeof DIALECTS)[number]

export type TestDatabase = { readonly db: Kysely<Database>; close(): Promise<void> }

/**
 * A fresh, migrated database: in-memory SQLite, or a new database on the run's PostgreSQL
 * (dropped again by `close`).
 */
export async function openTestDatabase(dialect: Dialect): Promise<TestDatabase> {
  if (dialect === 'sqlite') {
    const db = openSqlite(':memory:')
    await migrateToLatest(db)
    return { db, close: () => db.destroy() }
  }
  const adminUrl = inject('postgresUrl')
  const name = `test_${randomBytes(6).toString('hex')}`
  const admin = new Kysely<unknown>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: adminUrl, max: 1 }) }),
  })
  await sql`create database ${sql.id(name)}`.execute(admin)
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  // Dropping the database ends its connections; a pool still closing may see that as an error.
  const db = openPostgres(url.toString(), () => undefined)
  await migrateToLatest(db)
  return {
    db,
    async close() {
      await db.destroy()
      await sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin)
      await admin.destroy()
    },
  }
}
