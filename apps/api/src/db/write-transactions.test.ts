import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DIALECTS, openTestDatabase, type TestDatabase } from '../testing/test-database'
import { writeTransaction } from './write-transactions'

describe.each(DIALECTS)('write transactions on %s', (dialect) => {
  let database: TestDatabase
  beforeAll(async () => {
    database = await openTestDatabase(dialect)
  })
  afterAll(async () => {
    await database.close()
  })

  it('commits concurrent transactions together, rolling back only the one that fails', async () => {
    const write = (i: number) =>
      writeTransaction(database.db, async (trx) => {
        await trx
          .insertInto('outbox')
          .values({
            id: `w-${String(i)}`,
            channel: 'email',
            recipient: 'r',
            subject: String(i),
            body: '',
            created_at: '',
          })
          .execute()
        // A second write of the same transaction, so a half-done one would show.
        await trx
          .insertInto('outbox')
          .values({
            id: `w-${String(i)}-b`,
            channel: 'email',
            recipient: 'r',
            subject: String(i),
            body: '',
            created_at: '',
          })
          .execute()
        if (i === 4) throw new Error('four fails')
        return i
      })
    const results = await Promise.allSettled(Array.from({ length: 10 }, (_, i) => write(i)))
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : String(r.reason)))).toEqual([
      0,
      1,
      2,
      3,
      'Error: four fails',
      5,
      6,
      7,
      8,
      9,
    ])
    const rows = await database.db
      .selectFrom('outbox')
      .select('id')
      .where('id', 'like', 'w-%')
      .execute()
    expect(rows).toHaveLength(18)
    expect(rows.map((r) => r.id)).not.toContain('w-4')
  })
})
