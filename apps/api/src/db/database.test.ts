import { sql } from 'kysely'
import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { inject } from 'vitest'
import { openPostgres } from './database'

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
})
