import { sql, type RawBuilder } from 'kysely'

/**
 * The sum of an integer column as a number, 0 over no rows, on both dialects: PostgreSQL sums
 * bigint to numeric (which the driver hands over as text), so the sum is cast back to bigint.
 */
export function total(column: string): RawBuilder<number> {
  return sql<number>`cast(coalesce(sum(${sql.ref(column)}), 0) as bigint)`
}
