import type { Compilable, CompiledQuery, Kysely, QueryResult, Transaction } from 'kysely'
import type { Database } from './schema'
import { sendAhead, type OneConnection } from './sent-ahead'

type Db = Kysely<Database> | Transaction<Database>

/** Stands in for a value while the query is compiled; never reaches the database. */
const SLOT = '\u0000slot:'

type Compiled<O> = { readonly query: CompiledQuery<O>; readonly slots: (string | undefined)[] }

/**
 * A hot-path query built and compiled once per dialect, then run with new values. Kysely
 * builds and compiles every query anew, and for the small queries of a bet placement that
 * costs as much as SQLite takes to run them (20–70 µs each). `build` writes the query as usual,
 * calling `param('name')` for each value that varies; those become the bound parameters.
 * Only a fixed shape can be prepared: a list whose length varies needs one preparation per
 * length (`key`).
 */
export function prepared<P extends Record<string, unknown>, O>(
  build: (
    db: Kysely<Database>,
    param: <K extends keyof P & string>(name: K) => P[K],
    key: number,
  ) => Compilable<O>,
) {
  const cache = new Map<string, Compiled<O>>()
  const param = <K extends keyof P & string>(name: K): P[K] => `${SLOT}${name}` as P[K]

  function compiled(db: Db, key: number): Compiled<O> {
    // One compiled form per dialect (their placeholders differ) and shape.
    const cacheKey = `${db.getExecutor().adapter.constructor.name}:${String(key)}`
    let entry = cache.get(cacheKey)
    if (!entry) {
      const query = build(db, param, key).compile()
      const slots = query.parameters.map((value) =>
        typeof value === 'string' && value.startsWith(SLOT) ? value.slice(SLOT.length) : undefined,
      )
      entry = { query, slots }
      cache.set(cacheKey, entry)
    }
    return entry
  }

  /** The query with `values` bound; `key` selects the shape (a list's length). */
  function bound(db: Db, values: P, key: number): CompiledQuery<O> {
    const { query, slots } = compiled(db, key)
    const parameters = query.parameters.map((fixed, i) => {
      const name = slots[i]
      if (name === undefined) return fixed
      if (!(name in values)) throw new Error(`prepared query: no value for ${name}`)
      return values[name]
    })
    return { ...query, parameters }
  }

  async function run(db: Db, values: P, key = 0): Promise<QueryResult<O>> {
    return db.executeQuery(bound(db, values, key))
  }

  return {
    run,
    /** Sends the query ahead, without waiting for its answer (`sendAhead`). */
    sendAhead(db: Transaction<Database> | OneConnection, values: P, key = 0) {
      return sendAhead(db, bound(db, values, key))
    },
    async rows(db: Db, values: P, key = 0): Promise<O[]> {
      return (await run(db, values, key)).rows
    },
    async first(db: Db, values: P, key = 0): Promise<O | undefined> {
      return (await run(db, values, key)).rows[0]
    },
  }
}
