import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import {
  CompiledQuery,
  Kysely,
  Migrator,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
  type SqliteDialectConfig,
} from 'kysely'
import pg from 'pg'
import { migrations } from './migrations'
import { PreparingClient } from './postgres-client'
import { registerRequire } from './requirements'
import type BetterSqlite3 from 'better-sqlite3'
import SQLite from './sqlite-library.cjs'
import type { Database } from './schema'

export type DatabaseConfig = {
  /** A postgres:// URL selects PostgreSQL; otherwise SQLite at `sqlitePath`. */
  readonly databaseUrl?: string | undefined
  readonly sqlitePath: string
  /** Told about pooled PostgreSQL connections lost while idle. */
  readonly onIdleError?: (error: Error) => void
}

/** Opens (creating it if needed) the SQLite file in WAL mode. `:memory:` gives a throwaway database. */
export function openSqlite(path: string): Kysely<Database> {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true })
  const sqlite = new SQLite(path)
  sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('synchronous = NORMAL')
  sqlite.pragma('foreign_keys = ON')
  // Readers wait for a writer instead of failing with SQLITE_BUSY.
  sqlite.pragma('busy_timeout = 5000')
  // 64 MiB of page cache (the default is 2 MiB): the hot indexes of bets and the ledger stay
  // in memory. (Checkpointing the WAL less often raised throughput a little but made the
  // slowest placements wait behind one large checkpoint: the default 1,000 pages stays.)
  sqlite.pragma('cache_size = -65536')
  registerRequire(sqlite)
  return new Kysely<Database>({
    dialect: new ImmediateSqliteDialect({ database: withStatementCache(sqlite) }),
  })
}

/**
 * Transactions begin IMMEDIATE: they take SQLite's write lock at BEGIN. The feed writes from
 * its own thread (its own connection); a DEFERRED transaction that read and then writes fails
 * with SQLITE_BUSY when that other writer committed in between — busy_timeout does not help
 * there — while an IMMEDIATE one waits its turn at BEGIN, up to the busy timeout.
 */
class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig
  constructor(config: SqliteDialectConfig) {
    super(config)
    this.#config = config
  }
  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config)
  }
}

class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'))
  }
}

/** Prepared statements kept per connection; the set of distinct SQL texts is small and fixed. */
const STATEMENT_CACHE_SIZE = 2000

/**
 * Kysely's SQLite driver prepares every query anew; preparing costs about as much as running
 * a small query. This keeps the statements by their SQL text and hands the same one back.
 * Safe because Kysely runs one query at a time on its single SQLite connection.
 */
function withStatementCache(sqlite: BetterSqlite3.Database): BetterSqlite3.Database {
  const statements = new Map<string, BetterSqlite3.Statement>()
  const prepare = (source: string): BetterSqlite3.Statement => {
    let statement = statements.get(source)
    if (!statement) {
      // Queries with a varying number of parameters (IN lists, VALUES) could fill the cache.
      if (statements.size >= STATEMENT_CACHE_SIZE) statements.clear()
      statement = sqlite.prepare(source)
      statements.set(source, statement)
    }
    return statement
  }
  return new Proxy(sqlite, {
    get(target, property) {
      if (property === 'prepare') return prepare
      const value: unknown = Reflect.get(target, property, target)
      return typeof value === 'function'
        ? (value as (...a: unknown[]) => unknown).bind(target)
        : value
    },
  })
}

// COUNT(*) and other int8 values arrive as strings from pg; every integer we store is a
// safe integer, so read them as numbers, like SQLite does.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value))

/** How long PostgreSQL lets a transaction sit waiting on its client before ending it. */
export const IDLE_IN_TRANSACTION_MS = 5_000

/**
 * A pooled PostgreSQL database. An idle pooled connection that the server drops (a restart,
 * an administrator) is an 'error' event on the pool; pg discards that connection and opens
 * another on demand, so the event is reported, never left unhandled (which would end the process).
 */
export function openPostgres(
  url: string,
  onIdleError: (error: Error) => void = () => undefined,
): Kysely<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    Client: PreparingClient,
    // No transaction of ours waits on its client: one that does belongs to a node paused or cut
    // off mid-way, and would keep its locks (a lease's row among them, decision 149) for good.
    idle_in_transaction_session_timeout: IDLE_IN_TRANSACTION_MS,
  })
  pool.on('error', onIdleError)
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
  pools.set(db, pool)
  return db
}

const pools = new WeakMap<Kysely<Database>, pg.Pool>()

/**
 * Reads a PostgreSQL database's pool (connections open, idle, and queries waiting for one);
 * undefined for SQLite, which has none.
 */
export function poolStats(
  db: Kysely<Database>,
): (() => { total: number; idle: number; waiting: number }) | undefined {
  const pool = pools.get(db)
  return (
    pool && (() => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }))
  )
}

export function isPostgresUrl(url: string | undefined): url is string {
  return url !== undefined && /^postgres(ql)?:\/\//.test(url)
}

/** PostgreSQL when DATABASE_URL is a postgres URL, else the SQLite file. */
export function openDatabase(config: DatabaseConfig): Kysely<Database> {
  return isPostgresUrl(config.databaseUrl)
    ? openPostgres(config.databaseUrl, config.onIdleError)
    : openSqlite(config.sqlitePath)
}

/** Applies every pending migration; throws with the failing migration's name. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: () => Promise.resolve(migrations) },
  })
  const { error, results = [] } = await migrator.migrateToLatest()
  const failed = results.find((result) => result.status === 'Error')
  if (error !== undefined) {
    const cause = error instanceof Error ? error : new Error('migration failed', { cause: error })
    throw new Error(`Migration ${failed?.migrationName ?? '(unknown)'} failed: ${cause.message}`, {
      cause,
    })
  }
  return results.map((result) => result.migrationName)
}
