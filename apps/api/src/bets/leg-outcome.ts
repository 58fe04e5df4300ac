import type { JoinBuilder } from 'kysely'
import type { BetSelectionsTable, OutcomesTable } from '../db/schema'

/** `bet_selections as s` joined to the `outcomes as o` row it is on (for its price and result). */
export function onLegOutcome<DB extends { s: BetSelectionsTable; o: OutcomesTable }>(
  join: JoinBuilder<DB, 's' | 'o'>,
): JoinBuilder<DB, 's' | 'o'> {
  return join
    .onRef('o.match_id', '=', 's.match_id')
    .onRef('o.market_id', '=', 's.market_id')
    .onRef('o.specifier', '=', 's.specifier')
    .onRef('o.outcome_id', '=', 's.outcome_id')
}
