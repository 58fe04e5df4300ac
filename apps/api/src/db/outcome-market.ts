import type { JoinBuilder } from 'kysely'
import type { MarketsTable, OutcomesTable } from './schema'

/** `outcomes as o` joined to the `markets as mk` row it belongs to (for its status). */
export function onOutcomeMarket<DB extends { o: OutcomesTable; mk: MarketsTable }>(
  join: JoinBuilder<DB, 'o' | 'mk'>,
): JoinBuilder<DB, 'o' | 'mk'> {
  return join
    .onRef('mk.match_id', '=', 'o.match_id')
    .onRef('mk.market_id', '=', 'o.market_id')
    .onRef('mk.specifier', '=', 'o.specifier')
}
