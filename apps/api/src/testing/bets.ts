import type { PlacementSelection } from '@sportsbook/contracts'
import { MARKET_STATUS, fromOddsMillis } from '@sportsbook/domain'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'

/**
 * Open pre-match selections of the seeded catalogue, one per match: the home win of each
 * football match whose 1X2 market is open, as a slip would send them.
 */
export async function openSelections(
  db: Kysely<Database>,
  count: number,
  sportKey = 'football',
): Promise<PlacementSelection[]> {
  const rows = await db
    .selectFrom('outcomes as o')
    .innerJoin('markets as mk', (join) =>
      join
        .onRef('mk.match_id', '=', 'o.match_id')
        .onRef('mk.market_id', '=', 'o.market_id')
        .onRef('mk.specifier', '=', 'o.specifier'),
    )
    .innerJoin('matches as m', 'm.id', 'o.match_id')
    .innerJoin('sports as s', 's.id', 'm.sport_id')
    .select(['o.match_id', 'o.market_id', 'o.specifier', 'o.outcome_id', 'o.odds'])
    .where('s.key', '=', sportKey)
    .where('m.status', '=', 0)
    .where('mk.status', '=', MARKET_STATUS.open)
    .where('o.market_id', '=', '1')
    .where('o.outcome_id', '=', '1')
    .where('o.active', '=', 1)
    .orderBy('m.start_time')
    .orderBy('m.id')
    .limit(count)
    .execute()
  if (rows.length < count) throw new Error(`only ${String(rows.length)} open selections`)
  return rows.map((r) => ({
    match_id: r.match_id,
    market_id: r.market_id,
    specifier: r.specifier,
    outcome_id: r.outcome_id,
    odds: fromOddsMillis(r.odds),
  }))
}

/** Sets one outcome's price, as the feed would. */
export async function setOdds(
  db: Kysely<Database>,
  selection: Omit<PlacementSelection, 'odds'>,
  odds: number,
): Promise<void> {
  await db
    .updateTable('outcomes')
    .set({ odds: Math.round(odds * 1000) })
    .where('match_id', '=', selection.match_id)
    .where('market_id', '=', selection.market_id)
    .where('specifier', '=', selection.specifier)
    .where('outcome_id', '=', selection.outcome_id)
    .execute()
}
