import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import SQLite from './sqlite-library.cjs'
import { sql } from 'kysely'
import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { inject } from 'vitest'
import { openPostgres, openSqlite } from './database'

describe('PostgreSQL pool', () => {
  it('survives the server ending an idle connection, and reports it', async () => {
    const errors: Error[] = []
    const db = openPostgres(inject('postgresUrl'), (error) => errors.push(error))
    const pid = (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db)).rows[0]
      ?.pid
    const admin = new pg.Client({ connectionString: inject('postgresUrl') })
    await admin.connect()
    await admin.query('select pg_terminate_backend($1)', [pid])
    await admin.end()
    await expect.poll(() => errors.length, { timeout: 5000 }).toBeGreaterThan(0)
    // The pool replaces the lost connection on the next query.
    expect((await sql<{ one: number }>`select 1 as one`.execute(db)).rows[0]?.one).toBe(1)
    await db.destroy()
  })

  it('prepares a parameterised statement once per connection and runs it by name after', async () => {
    const db = openPostgres(inject('postgresUrl'))
    const prepared = await db.transaction().execute(async (trx) => {
      for (const n of [1, 2]) await sql`select ${n}::int + 40 as answer`.execute(trx)
      return (
        await sql<{ name: string; statement: string }>`
          select name, statement from pg_prepared_statements where statement like ${'%+ 40 as answer'}`.execute(
          trx,
        )
      ).rows
    })
    expect(prepared.map((row) => row.statement)).toEqual(['select $1::int + 40 as answer'])
    expect(prepared[0]?.name).toMatch(/^s\d+$/)
    // Several statements in one text (migrations) cannot be prepared: they keep the simple protocol.
    await sql`create temporary table scratch (n int); drop table scratch`.execute(db)
    await db.destroy()
  })
})

describe('SQLite transactions', () => {
  it('hold the write lock from BEGIN: another connection (the feed thread) cannot write between a read and a write', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sqlite-immediate-'))
    const path = join(dir, 'db.sqlite')
    const db = openSqlite(path)
    await sql`create table counter (n integer not null)`.execute(db)
    await sql`insert into counter values (0)`.execute(db)
    const other = new SQLite(path, { timeout: 0 })
    let otherWrite: unknown
    await db.transaction().execute(async (trx) => {
      const { n } = (await sql<{ n: number }>`select n from counter`.execute(trx)).rows[0] ?? {
        n: -1,
      }
      // A DEFERRED transaction would let this write through, then fail its own with SQLITE_BUSY.
      try {
        other.prepare('update counter set n = n + 100').run()
      } catch (error) {
        otherWrite = error
      }
      await sql`update counter set n = ${n + 1}`.execute(trx)
    })
    expect(otherWrite).toMatchObject({ code: 'SQLITE_BUSY' })
    expect((await sql<{ n: number }>`select n from counter`.execute(db)).rows[0]?.n).toBe(1)
    other.close()
    await db.destroy()
    rmSync(dir, { recursive: true, force: true })
  })
})
