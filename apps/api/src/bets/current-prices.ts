import { marketKey, type MarketState } from '@sportsbook/domain'
import type { Kysely, Transaction } from 'kysely'
import type { Database } from '../db/schema'

/** A market line as it stands now, with what placement needs of its match. */
export type CurrentMarket = MarketState & {
  readonly provider: string
  readonly matchStatus: number
  /** The feed's result of each resulted outcome: win, lose, void, halfWin, halfLose. */
  readonly results: ReadonlyMap<string, string>
}

export type LineRef = {
  readonly matchId: string
  readonly marketId: string
  readonly specifier: string
}

/** Key of a market line across matches. */
export const lineKey = (line: LineRef): string =>
  `${line.matchId}|${marketKey(line.marketId, line.specifier)}`

/**
 * The current state of the market lines named: status, provider, the match's status and
 * every outcome's price. Lines that do not exist are absent from the map.
 */
export async function currentMarkets(
  db: Kysely<Database> | Transaction<Database>,
  lines: readonly LineRef[],
): Promise<Map<string, CurrentMarket>> {
  const unique = [...new Map(lines.map((l) => [lineKey(l), l])).values()]
  const markets = new Map<string, CurrentMarket>()
  if (unique.length === 0) return markets
  const rows = await db
    .selectFrom('markets as m')
    .innerJoin('matches as mt', 'mt.id', 'm.match_id')
    .innerJoin('outcomes as o', (join) =>
      join
        .onRef('o.match_id', '=', 'm.match_id')
        .onRef('o.market_id', '=', 'm.market_id')
        .onRef('o.specifier', '=', 'm.specifier'),
    )
    .select([
      'm.match_id',
      'm.market_id',
      'm.specifier',
      'm.status',
      'm.provider',
      'mt.status as match_status',
      'o.outcome_id',
      'o.odds',
      'o.active',
      'o.result',
    ])
    .where((eb) =>
      eb.or(
        unique.map((l) =>
          eb.and([
            eb('m.match_id', '=', l.matchId),
            eb('m.market_id', '=', l.marketId),
            eb('m.specifier', '=', l.specifier),
          ]),
        ),
      ),
    )
    .execute()
  for (const row of rows) {
    const key = lineKey({
      matchId: row.match_id,
      marketId: row.market_id,
      specifier: row.specifier,
    })
    const market = markets.get(key) ?? {
      status: row.status,
      provider: row.provider,
      matchStatus: row.match_status,
      outcomes: [],
      results: new Map<string, string>(),
    }
    if (row.result !== null) (market.results as Map<string, string>).set(row.outcome_id, row.result)
    markets.set(key, {
      ...market,
      outcomes: [
        ...market.outcomes,
        { id: row.outcome_id, active: row.active === 1, oddsMillis: row.odds },
      ],
    })
  }
  return markets
}
