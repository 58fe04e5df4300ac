import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely'
import type BetterSqlite3 from 'better-sqlite3'

/**
 * `sportsbook_require(condition, refusal)`: true when the condition holds, else it fails the
 * statement — and so the transaction — with the refusal as its message. A statement sent ahead
 * can then refuse by itself, and the statements after it leave without waiting for its answer
 * (decision 168). PostgreSQL has it from migration 0027; SQLite connections register it when
 * they open (`registerRequire`).
 */
export const REQUIRE_FUNCTION = 'sportsbook_require'

/** The condition, required to hold when the statement runs. */
export function required(condition: Expression<SqlBool>, refusal: string): RawBuilder<boolean> {
  return sql<boolean>`${sql.raw(REQUIRE_FUNCTION)}(${condition}, ${refusal})`
}

/** Whether a statement failed because what it required did not hold. */
export function refusedWith(error: unknown, refusal: string): boolean {
  return error instanceof Error && error.message.includes(refusal)
}

export function registerRequire(sqlite: BetterSqlite3.Database): void {
  sqlite.function(
    REQUIRE_FUNCTION,
    { deterministic: false },
    (holds: unknown, refusal: unknown) => {
      if (holds !== 1 && holds !== 1n) throw new Error(String(refusal))
      return 1
    },
  )
}
