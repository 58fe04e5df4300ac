import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Kysely, PostgresDialect, sql } from 'kysely'
import pg from 'pg'
import { inject } from 'vitest'
import { migrateToLatest, openPostgres, openSqlite } from '../db/database'
import type { Database } from '../db/schema'

/** Every database test runs on both. */
export const DIALECTS = ['sqlite', 'postgres'] as const
export type Dialect = (typeof DIALECTS)[number]

export type TestDatabase = {
  readonly db: Kysely<Database>
  /** What another process opens the same database with: DATABASE_URL or DATABASE_PATH. */
  readonly env: Readonly<Record<string, string>>
  close(): Promise<void>
}

/**
 * A fresh, migrated database: in-memory SQLite, or a new database on the run's PostgreSQL
 * (dropped again by `close`).
 */
export async function openTestDatabase(
  dialect: Dialect,
  options: { readonly sqliteFile?: boolean } = {},
): Promise<TestDatabase> {
  if (dialect === 'sqlite') {
    const dir = options.sqliteFile ? await mkdtemp(join(tmpdir(), 'sportsbook-test-')) : undefined
    const path = dir ? join(dir, 'test.db') : ':memory:'
    const db = openSqlite(path)
    await migrateToLatest(db)
    return {
      db,
      env: { DATABASE_PATH: path },
      async close() {
        await db.destroy()
        if (dir) await rm(dir, { recursive: true, force: true })
      },
    }
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
    env: { DATABASE_URL: url.toString() },
    async close() {
      await db.destroy()
      await sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin)
      await admin.destroy()
    },
  }
}
