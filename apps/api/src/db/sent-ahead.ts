import type { Compilable, CompiledQuery, Transaction } from 'kysely'
import type { Database } from './schema'

/** Leads the text of a statement sent ahead: `PreparingClient` does not wait for its answer. */
export const SENT_AHEAD = '/* sent ahead */ '

/**
 * Runs a write whose answer nobody reads, in a transaction. On PostgreSQL it is not waited
 * for: it leaves with the transaction's next statement or its COMMIT, which fails with its
 * error if it had one, so the transaction is rolled back all the same (decision 161). A round
 * trip less. On SQLite, where a statement costs no round trip, it simply runs.
 */
export async function sendAhead(
  trx: Transaction<Database>,
  query: Compilable | CompiledQuery,
): Promise<void> {
  const compiled = 'compile' in query ? query.compile() : query
  await trx.executeQuery({ ...compiled, sql: SENT_AHEAD + compiled.sql })
}
