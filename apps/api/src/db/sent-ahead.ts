import type { Compilable, CompiledQuery, Kysely, Transaction } from 'kysely'
import type { Database } from './schema'

/** Leads the text of a statement sent ahead: `PreparingClient` does not wait for its answer. */
export const SENT_AHEAD = '/* sent ahead */ '

/** Where `PreparingClient` puts the real answer of a statement sent ahead. */
export const LATER_ANSWER = Symbol('the answer of a statement sent ahead')

const ONE_CONNECTION = Symbol('one connection')

/** Statement texts remembered with their mark, at most (the same bound as named statements). */
const MAX_MARKED = 500
const marked = new Map<string, string>()

/**
 * A statement's text with `SENT_AHEAD` before it, made once per text: the same string every
 * time, so the driver's lookups by text (its prepared statement's name, pg's check that a name
 * keeps its text) hash and compare it once, not a new string on every placement.
 */
function markedSentAhead(sql: string): string {
  let text = marked.get(sql)
  if (text === undefined) {
    text = SENT_AHEAD + sql
    if (marked.size < MAX_MARKED) marked.set(sql, text)
  }
  return text
}

/** A database handle whose statements all run on one connection (see `onOneConnection`). */
export type OneConnection = Kysely<Database> & { readonly [ONE_CONNECTION]: true }

/**
 * Runs `work` with a handle bound to one pooled connection, held until `work` ends: what it
 * sends ahead is answered on the connection its next statement runs on.
 */
export function onOneConnection<T>(
  db: Kysely<Database>,
  work: (connection: OneConnection) => Promise<T>,
): Promise<T> {
  return db.connection().execute((connection) => work(connection as OneConnection))
}

/**
 * Sends a statement without waiting for its answer, in a transaction or on one connection. On
 * PostgreSQL it leaves in one write with the next statement (or COMMIT), which waits for it
 * and fails with its error, if it had one (decision 161): a round trip less. On SQLite, where a
 * statement costs no round trip, it simply runs. Answers a function that reads its rows,
 * for a caller that needs them after all (they are there once the next statement is back).
 */
export async function sendAhead<O>(
  db: Transaction<Database> | OneConnection,
  query: Compilable<O> | CompiledQuery<O>,
): Promise<() => Promise<O[]>> {
  const compiled = 'compile' in query ? query.compile() : query
  const { rows } = await db.executeQuery<O>({ ...compiled, sql: markedSentAhead(compiled.sql) })
  const later = (
    rows as { [LATER_ANSWER]?: { answer: Promise<{ rows: O[] }>; taken: () => void } }
  )[LATER_ANSWER]
  if (!later) return () => Promise.resolve(rows)
  return async () => {
    try {
      return (await later.answer).rows
    } finally {
      later.taken()
    }
  }
}
