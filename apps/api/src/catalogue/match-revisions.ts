import { sql, type Kysely } from 'kysely'
import type { Database } from '../db/schema'

/** Ids per statement: far below both databases' parameter limits. */
const IDS_PER_STATEMENT = 1000

/**
 * Moves the revision of each match named: every writer of a match, its markets or its outcomes
 * calls this in the transaction that writes them, so a summary kept for an older revision
 * (catalogue/match-summaries.ts) is never served again.
 */
export async function touchMatches(db: Kysely<Database>, ids: Iterable<string>): Promise<void> {
  const unique = [...new Set(ids)]
  for (let i = 0; i < unique.length; i += IDS_PER_STATEMENT)
    await db
      .updateTable('matches')
      .set({ revision: sql`revision + 1` })
      .where('id', 'in', unique.slice(i, i + IDS_PER_STATEMENT))
      .execute()
}
