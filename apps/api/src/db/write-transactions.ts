import { SqliteAdapter, type ControlledTransaction, type Kysely, type Transaction } from 'kysely'
import type { Database } from './schema'

type Work<T> = (trx: Transaction<Database>) => Promise<T>
type Item = {
  readonly work: Work<unknown>
  readonly resolve: (value: unknown) => void
  readonly reject: (error: unknown) => void
}

/** Transactions committed together at most. */
const MAX_BATCH = 64

/**
 * Group commit for SQLite. SQLite has one writer and Kysely one connection, so concurrent
 * write transactions wait for each other anyway, and each COMMIT writes its pages to the WAL
 * again. Those waiting are therefore run in one BEGIN … COMMIT, each in its own SAVEPOINT:
 * one that throws is rolled back alone and gets its error; the others see each other's
 * writes in order, as if run one after the other. Nobody hears of success before the shared
 * COMMIT; if it fails, every one of them gets its error and nothing is written.
 */
class SqliteGroupCommit {
  private readonly queue: Item[] = []
  private draining = false

  constructor(private readonly db: Kysely<Database>) {}

  run<T>(work: Work<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ work, resolve: resolve as (value: unknown) => void, reject })
      if (!this.draining) void this.drain()
    })
  }

  private async drain(): Promise<void> {
    this.draining = true
    try {
      while (this.queue.length > 0) {
        // Let requests already in flight reach the queue: the batch grows, commits fall.
        await new Promise((resolve) => setImmediate(resolve))
        await this.commit(this.queue.splice(0, MAX_BATCH))
      }
    } finally {
      this.draining = false
    }
  }

  private async commit(batch: readonly Item[]): Promise<void> {
    const outcomes: (() => void)[] = []
    let trx: ControlledTransaction<Database> | undefined
    try {
      trx = await this.db.startTransaction().execute()
      for (const [i, item] of batch.entries()) {
        const name = `work${String(i)}`
        const savepoint = await trx.savepoint(name).execute()
        try {
          const value = await item.work(savepoint)
          await savepoint.releaseSavepoint(name).execute()
          outcomes.push(() => {
            item.resolve(value)
          })
        } catch (error) {
          const rolledBack = await savepoint.rollbackToSavepoint(name).execute()
          // ROLLBACK TO keeps the savepoint open; release it so the names do not pile up.
          await rolledBack.releaseSavepoint(name).execute()
          outcomes.push(() => {
            item.reject(error)
          })
        }
      }
      await trx.commit().execute()
    } catch (error) {
      await trx
        ?.rollback()
        .execute()
        .catch(() => undefined)
      for (const item of batch) item.reject(error)
      return
    }
    for (const outcome of outcomes) outcome()
  }
}

const groups = new WeakMap<Kysely<Database>, SqliteGroupCommit>()

/**
 * Runs a write transaction: its own transaction on PostgreSQL (whose connections write in
 * parallel), a share of a group commit on SQLite.
 */
export function writeTransaction<T>(db: Kysely<Database>, work: Work<T>): Promise<T> {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) return db.transaction().execute(work)
  let group = groups.get(db)
  if (!group) {
    group = new SqliteGroupCommit(db)
    groups.set(db, group)
  }
  return group.run(work)
}
