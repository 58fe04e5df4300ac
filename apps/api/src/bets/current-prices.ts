import {
  marketKey,
  type EventStatus,
  type MarketState,
  type MarketStatus,
  type OutcomeState,
  type SettledResult,
} from '@sportsbook/domain'
import type { Kysely, Transaction } from 'kysely'
import type { Database } from '../db/schema'
import { prepared } from '../db/prepared'

/** A market line as it stands now, with what placement needs of its match. */
export type CurrentMarket = MarketState & {
  readonly provider: string
  readonly matchStatus: number
  /** The match's sport key and league id (what campaigns' and jackpots' conditions judge). */
  readonly sport: string
  readonly league: string
  /** The feed's result of each resulted outcome: win, lose, void, halfWin, halfLose. */
  readonly results: ReadonlyMap<string, SettledResult>
}

export type LineRef = {
  readonly matchId: string
  readonly marketId: string
  readonly specifier: string
}

/** Key of a market line across matches. */
export const lineKey = (line: LineRef): string =>
  `${line.matchId}|${marketKey(line.marketId, line.specifier)}`

type Row = {
  match_id: string
  market_id: string
  specifier: string
  status: MarketStatus
  provider: string
  match_status: EventStatus
  sport: string
  league: string
  outcome_id: string
  odds: number
  active: number
  result: SettledResult | null
}

/** Lines per query: a slip holds at most 40; longer lists (a page of bets) go in chunks. */
const LINES_PER_QUERY = 50

/** Prepared once per number of lines. */
const marketLines = prepared<Record<string, string>, Row>((db, param, count) =>
  db
    .selectFrom('markets as m')
    .innerJoin('matches as mt', 'mt.id', 'm.match_id')
    .innerJoin('sports as s', 's.id', 'mt.sport_id')
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
      's.key as sport',
      'mt.tournament_id as league',
      'o.outcome_id',
      'o.odds',
      'o.active',
      'o.result',
    ])
    .where((eb) =>
      eb.or(
        Array.from({ length: count }, (_, i) =>
          eb.and([
            eb('m.match_id', '=', param(`match${i}`)),
            eb('m.market_id', '=', param(`market${i}`)),
            eb('m.specifier', '=', param(`specifier${i}`)),
          ]),
        ),
      ),
    ),
)

/**
 * The current state of the market lines named: status, provider, the match's status and
 * every outcome's price. Lines that do not exist are absent from the map.
 */
export async function currentMarkets(
  db: Kysely<Database> | Transaction<Database>,
  lines: readonly LineRef[],
): Promise<Map<string, CurrentMarket>> {
  const unique = [...new Map(lines.map((l) => [lineKey(l), l])).values()]
  // Filled here, then handed out read-only.
  const markets = new Map<
    string,
    CurrentMarket & { outcomes: OutcomeState[]; results: Map<string, SettledResult> }
  >()
  if (unique.length === 0) return markets
  const rows: Row[] = []
  for (let start = 0; start < unique.length; start += LINES_PER_QUERY) {
    const chunk = unique.slice(start, start + LINES_PER_QUERY)
    const values = Object.fromEntries(
      chunk.flatMap((l, i) => [
        [`match${i}`, l.matchId],
        [`market${i}`, l.marketId],
        [`specifier${i}`, l.specifier],
      ]),
    )
    rows.push(...(await marketLines.rows(db, values, chunk.length)))
  }
  for (const row of rows) {
    const key = lineKey({
      matchId: row.match_id,
      marketId: row.market_id,
      specifier: row.specifier,
    })
    let market = markets.get(key)
    if (!market) {
      market = {
        status: row.status,
        provider: row.provider,
        matchStatus: row.match_status,
        sport: row.sport,
        league: row.league,
        outcomes: [],
        results: new Map(),
      }
      markets.set(key, market)
    }
    market.outcomes.push({ id: row.outcome_id, active: row.active === 1, oddsMillis: row.odds })
    if (row.result !== null) market.results.set(row.outcome_id, row.result)
  }
  return markets
}
