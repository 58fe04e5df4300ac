import type { Kysely, Transaction } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { socketWritesDuring } from '../testing/socket-writes'
import { DIALECTS, openTestDatabase, type TestDatabase } from '../testing/test-database'
import type { Database } from './schema'
import { onOneConnection, sendAhead } from './sent-ahead'

const row = (id: string) => ({
  id,
  channel: 'email' as const,
  recipient: 'r',
  subject: 's',
  body: '',
  created_at: '',
})
const insert = (trx: Transaction<Database>, id: string) => trx.insertInto('outbox').values(row(id))
const ids = async (db: Kysely<Database>, prefix: string) =>
  (await db.selectFrom('outbox').select('id').where('id', 'like', `${prefix}%`).execute())
    .map((r) => r.id)
    .sort()

describe.each(DIALECTS)('writes sent ahead on %s', (dialect) => {
  let database: TestDatabase
  beforeAll(async () => {
    database = await openTestDatabase(dialect)
  })
  afterAll(async () => {
    await database.close()
  })

  it('are written with their transaction and rolled back with it', async () => {
    const { db } = database
    await db.transaction().execute(async (trx) => {
      await sendAhead(trx, insert(trx, 'kept-1'))
      await insert(trx, 'kept-2').execute()
      await sendAhead(trx, insert(trx, 'kept-3'))
    })
    await expect(
      db.transaction().execute(async (trx) => {
        await sendAhead(trx, insert(trx, 'undone-1'))
        await insert(trx, 'undone-2').execute()
        throw new Error('the placement is refused')
      }),
    ).rejects.toThrow('the placement is refused')
    expect(await ids(db, 'kept-')).toEqual(['kept-1', 'kept-2', 'kept-3'])
    expect(await ids(db, 'undone-')).toEqual([])
  })

  it('fail their transaction when they fail, before or at its commit, and nothing is written', async () => {
    const { db } = database
    await db.insertInto('outbox').values(row('taken')).execute()
    // A clash answered by the statement after it…
    await expect(
      db.transaction().execute(async (trx) => {
        await insert(trx, 'clash-1').execute()
        await sendAhead(trx, insert(trx, 'taken'))
        await insert(trx, 'clash-2').execute()
      }),
    ).rejects.toThrow(/unique|duplicate/i)
    // …and one answered by the commit.
    await expect(
      db.transaction().execute(async (trx) => {
        await insert(trx, 'clash-3').execute()
        await sendAhead(trx, insert(trx, 'taken'))
      }),
    ).rejects.toThrow(/unique|duplicate/i)
    expect(await ids(db, 'clash-')).toEqual([])
    // The connections are fine afterwards.
    await db.transaction().execute((trx) => insert(trx, 'after').execute())
    expect(await ids(db, 'after')).toEqual(['after'])
  })

  it('answer their rows when asked, after the statement that went with them', async () => {
    const { db } = database
    await db.insertInto('outbox').values(row('read-later')).execute()
    const [updated, counted] = await db.transaction().execute(async (trx) => {
      const rows = await sendAhead(
        trx,
        trx
          .updateTable('outbox')
          .set({ subject: 'moved' })
          .where('id', '=', 'read-later')
          .returning(['id', 'subject']),
      )
      // Runs after the UPDATE: it sees its change.
      const moved = await trx
        .selectFrom('outbox')
        .select('id')
        .where('subject', '=', 'moved')
        .execute()
      return [await rows(), moved.length] as const
    })
    expect(updated).toEqual([{ id: 'read-later', subject: 'moved' }])
    expect(counted).toBe(1)
    // Outside a transaction, on one connection held for the work.
    const [first, second] = await onOneConnection(db, async (connection) => {
      const rows = await sendAhead(
        connection,
        connection.selectFrom('outbox').select('subject').where('id', '=', 'read-later'),
      )
      const other = await connection
        .selectFrom('outbox')
        .select('id')
        .where('subject', '=', 'moved')
        .execute()
      return [await rows(), other] as const
    })
    expect(first).toEqual([{ subject: 'moved' }])
    expect(second).toEqual([{ id: 'read-later' }])
  })

  it.runIf(dialect === 'postgres')(
    'a transaction whose failed statement was caught and read fails at its commit (PostgreSQL)',
    async () => {
      const { db } = database
      await expect(
        db.transaction().execute(async (trx) => {
          await insert(trx, 'swallowed-1').execute()
          const rows = await sendAhead(trx, insert(trx, 'taken'))
          await rows().catch(() => [])
        }),
      ).rejects.toThrow('rolled back')
      expect(await ids(db, 'swallowed-')).toEqual([])
      // A failure read on one connection does not follow that connection back to the pool.
      await onOneConnection(db, async (connection) => {
        const rows = await sendAhead(
          connection,
          connection.insertInto('outbox').values(row('taken')).returning('id'),
        )
        await expect(rows()).rejects.toThrow(/unique|duplicate/i)
      })
      await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          db
            .insertInto('outbox')
            .values(row(`pooled-${String(i)}`))
            .execute(),
        ),
      )
      expect(await ids(db, 'pooled-')).toHaveLength(12)
    },
  )

  it.runIf(dialect === 'postgres')(
    'leave in one write with BEGIN and the statement after them (PostgreSQL)',
    async () => {
      const { db } = database
      await db.selectFrom('outbox').select('id').limit(1).execute() // a connection is open
      const writes = await socketWritesDuring(() =>
        db.transaction().execute(async (trx) => {
          await sendAhead(trx, insert(trx, 'one-write-1'))
          await insert(trx, 'one-write-2').execute()
        }),
      )
      // BEGIN, the write sent ahead and the next statement; then COMMIT.
      expect(writes).toBe(2)
      expect(await ids(db, 'one-write-')).toEqual(['one-write-1', 'one-write-2'])
    },
  )
})
