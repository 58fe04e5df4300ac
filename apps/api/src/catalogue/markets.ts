import type { Market, Match, Pagination, marketsQuerySchema } from '@sportsbook/contracts'
import { fromOddsMillis, parseSpecifier } from '@sportsbook/domain'
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely'
import type { z } from 'zod'
import type { Database, MarketsTable } from '../db/schema'
import { likeContains } from './like'
import { fillTemplate, loadNames } from './names'
import { pagination, totalFromPage } from './paging'

/** What naming a market needs from its match. */
export type MarketOwner = {
  readonly id: string
  readonly urnId: string
  readonly competitors: { readonly home: string; readonly away: string } | null
}

export type MarketRow = Pick<
  MarketsTable,
  | 'match_id'
  | 'market_id'
  | 'specifier'
  | 'status'
  | 'priority'
  | 'most_balanced'
  | 'next_bet_stop'
  | 'provider'
  | 'market_groups'
>
type OutcomeRow = {
  match_id: string
  market_id: string
  specifier: string
  outcome_id: string
  active: number
  odds: number
}

const marketKey = (row: { match_id: string; market_id: string; specifier: string }): string =>
  `${row.match_id}|${row.market_id}|${row.specifier}`

const MARKET_COLUMNS = [
  'markets.match_id',
  'markets.market_id',
  'markets.specifier',
  'markets.status',
  'markets.priority',
  'markets.most_balanced',
  'markets.next_bet_stop',
  'markets.provider',
  'markets.market_groups',
] as const

/** Market rows (status 0 never listed), with a caller's extra conditions. */
export function listedMarketsQuery(
  db: Kysely<Database>,
): SelectQueryBuilder<Database, 'markets', MarketRow> {
  return db.selectFrom('markets').select(MARKET_COLUMNS).where('markets.status', '!=', 0)
}

/** Names markets and their outcomes for the locale and shapes them as the contract says. */
export async function hydrateMarkets(
  db: Kysely<Database>,
  rows: readonly MarketRow[],
  owners: ReadonlyMap<string, MarketOwner>,
  locale: string,
): Promise<Map<string, Market[]>> {
  const byMatch = new Map<string, Market[]>()
  if (rows.length === 0) return byMatch
  const outcomeRows: OutcomeRow[] = await db
    .selectFrom('outcomes')
    .select(['match_id', 'market_id', 'specifier', 'outcome_id', 'active', 'odds'])
    .where((eb) =>
      eb(
        eb.refTuple('match_id', 'market_id', 'specifier'),
        'in',
        rows.map((r) => eb.tuple(r.match_id, r.market_id, r.specifier)),
      ),
    )
    .orderBy('position')
    .execute()

  const marketTypeIds = [...new Set(rows.map((r) => r.market_id))]
  const outcomeTypeIds = [...new Set(outcomeRows.map((o) => `${o.market_id}:${o.outcome_id}`))]
  const competitorOutcomeIds = outcomeRows
    .filter((o) => o.market_id === '534')
    .map((o) => o.outcome_id)
  const {
    market_type: marketNames,
    outcome_type: outcomeNames,
    competitor: competitorNames,
  } = await loadNames(db, locale, {
    market_type: marketTypeIds,
    outcome_type: outcomeTypeIds,
    competitor: competitorOutcomeIds,
  })

  const outcomesByMarket = new Map<string, OutcomeRow[]>()
  for (const o of outcomeRows)
    outcomesByMarket.set(marketKey(o), [...(outcomesByMarket.get(marketKey(o)) ?? []), o])

  for (const row of rows) {
    const owner = owners.get(row.match_id)
    const parsed = parseSpecifier(row.specifier)
    const specifier = new Map(parsed.ok ? parsed.value : [])
    const competitors = owner?.competitors ?? null
    const market: Market = {
      match_urn_id: owner?.urnId ?? row.match_id,
      id: row.market_id,
      name: fillTemplate(marketNames.get(row.market_id) ?? row.market_id, specifier, competitors),
      status: row.status,
      specifier: row.specifier,
      outcomes: (outcomesByMarket.get(marketKey(row)) ?? []).map((o) => ({
        id: o.outcome_id,
        name:
          competitorNames.get(o.outcome_id) ??
          fillTemplate(
            outcomeNames.get(`${o.market_id}:${o.outcome_id}`) ?? o.outcome_id,
            specifier,
            competitors,
          ),
        active: o.active === 1,
        odds: fromOddsMillis(o.odds),
      })),
      market_groups: parseGroups(row.market_groups),
      priority: row.priority,
      most_balanced: row.most_balanced === 1,
      next_bet_stop: row.next_bet_stop,
      custom_bet_groups: [],
      provider: row.provider,
    }
    byMatch.set(row.match_id, [...(byMatch.get(row.match_id) ?? []), market])
  }
  return byMatch
}

function parseGroups(json: string): string[] {
  const value: unknown = JSON.parse(json)
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []
}

/** One page of a match's markets (GET /matches/{id}/markets), by group key or market id. */
export async function marketsPage(
  db: Kysely<Database>,
  match: Pick<Match, 'id' | 'urn_id' | 'competitors'>,
  query: z.output<typeof marketsQuerySchema>,
  locale: string,
): Promise<{ data: Market[]; pagination: Pagination }> {
  const { page, limit, group_key: groupKey, market_id: marketId } = query
  const base = listedMarketsQuery(db)
    .where('markets.match_id', '=', match.id)
    .$if(marketId !== undefined, (q) => q.where('markets.market_id', '=', marketId ?? ''))
    .$if(groupKey !== undefined, (q) =>
      q.where(likeContains(sql`markets.market_groups`, JSON.stringify(groupKey ?? ''))),
    )
  const rows = await base
    .orderBy('markets.priority')
    .limit(limit)
    .offset((page - 1) * limit)
    .execute()
  // A match's markets fit one page of the default size: counting them again is rarely needed.
  const total = totalFromPage(rows.length, page, limit) ?? (await countMarkets(db, base))
  const owner = {
    id: match.id,
    urnId: match.urn_id,
    competitors: match.competitors
      ? { home: match.competitors.home.name, away: match.competitors.away.name }
      : null,
  }
  const markets = await hydrateMarkets(db, rows, new Map([[match.id, owner]]), locale)
  return {
    data: markets.get(match.id) ?? [],
    pagination: pagination(total, page, limit),
  }
}

async function countMarkets(
  db: Kysely<Database>,
  query: SelectQueryBuilder<Database, 'markets', MarketRow>,
): Promise<number> {
  const row = await db
    .selectFrom(query.as('b'))
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirst()
  return row?.total ?? 0
}
