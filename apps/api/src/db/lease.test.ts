import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { DIALECTS, openTestDatabase, type TestDatabase } from '../testing/test-database'
import { checkLease, keepLease, LeaseLost, renewLease, takeLease, type HeldLease } from './lease'

// Issue 41: background work held by one node at a time, its writes fenced by the lease's token.

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined }

describe.each(DIALECTS)('leases on %s', (dialect) => {
  let database: TestDatabase
  beforeAll(async () => {
    database = await openTestDatabase(dialect)
  })
  afterAll(async () => {
    await database.close()
  })

  it('is held by one node until it expires, then by the next with a greater token', async () => {
    const now = Date.now()
    const a = await takeLease(database.db, 'take', 'a', 1000, now)
    expect(a).toEqual({ name: 'take', token: 1 })
    expect(await takeLease(database.db, 'take', 'b', 1000, now + 999)).toBeUndefined()
    // Renewed, it stays a's past its first expiry.
    expect(await renewLease(database.db, a ?? { name: 'take', token: 0 }, 1000, now + 900)).toBe(
      true,
    )
    expect(await takeLease(database.db, 'take', 'b', 1000, now + 1500)).toBeUndefined()
    const b = await takeLease(database.db, 'take', 'b', 1000, now + 2000)
    expect(b).toEqual({ name: 'take', token: 2 })
    // a, back, can neither renew nor write.
    expect(await renewLease(database.db, a ?? { name: 'take', token: 0 }, 1000, now + 2001)).toBe(
      false,
    )
  })

  it('refuses the writes of a holder whose lease moved on, and keeps the new holder’s', async () => {
    const now = Date.now()
    const taken = async (holder: string, at: number) => {
      const lease = await takeLease(database.db, 'fence', holder, 1000, at)
      if (!lease) throw new Error(`${holder} did not take the lease`)
      return lease
    }
    const old = await taken('a', now)
    const current = await taken('b', now + 1001)
    const write = (lease: HeldLease, holder: string) =>
      database.db.transaction().execute(async (trx) => {
        await checkLease(trx, lease)
        await trx
          .insertInto('feed_producers')
          .values({ product: holder === 'a' ? 901 : 902, last_processed: 1 })
          .execute()
      })
    await expect(write(old, 'a')).rejects.toBeInstanceOf(LeaseLost)
    await write(current, 'b')
    const written = await database.db
      .selectFrom('feed_producers')
      .select('product')
      .where('product', 'in', [901, 902])
      .execute()
    expect(written).toEqual([{ product: 902 }])
  })

  it('runs the work on one keeper at a time and hands it over when that one stops', async () => {
    const running: string[] = []
    const started: string[] = []
    const keeper = (holder: string) =>
      keepLease(
        database.db,
        { name: 'keep', holder, ttlMs: 300 },
        () => {
          running.push(holder)
          started.push(holder)
          return () => {
            running.splice(running.indexOf(holder), 1)
            return Promise.resolve()
          }
        },
        quiet,
      )
    const stopA = keeper('a')
    await vi.waitFor(() => {
      expect(started).toEqual(['a'])
    })
    const stopB = keeper('b')
    // b keeps trying for longer than the lease lives: a renews it, b never starts.
    await new Promise((resolve) => setTimeout(resolve, 900))
    expect(running).toEqual(['a'])
    await stopA()
    await vi.waitFor(() => {
      expect(running).toEqual(['b'])
    })
    await stopB()
    expect(running).toEqual([])
    expect(started).toEqual(['a', 'b'])
  })
})
