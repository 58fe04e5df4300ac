import { MARKET_STATUS } from '@sportsbook/domain'
import {
  SPORT_TYPES,
  matchStatisticsSchema,
  type Market,
  type Match,
  type MatchesQuery,
  type Pagination,
  type SortKey,
} from '@sportsbook/contracts'
import { sql, type Kysely, type RawBuilder, type Selectable } from 'kysely'
import type { Database, MatchesTable } from '../db/schema'
import { hydrateMarkets, listedMarketsQuery, type MarketOwner, type MarketRow } from './markets'
import { loadNames } from './names'
import { pagination } from './paging'

const MATCH_COLUMNS = [
  'm.id',
  'm.urn_id',
  'm.slug',
  'm.type',
  'm.sport_id',
  'm.category_id',
  'm.tournament_id',
  'm.home_id',
  'm.away_id',
  'm.stadium',
  'm.city',
  'm.status',
  'm.start_time',
  'm.end_date',
  'm.statistics',
  'm.has_video',
  'm.provider',
  'm.is_provider_stats_available',
  'm.bets_count',
] as const

type MatchFilter = Omit<MatchesQuery, 'page' | 'limit' | 'sort_by' | 'max_per_sport'> & {
  /** Whose favourites `favourite=true` keeps; without a player it keeps none. */
  readonly playerId?: string
}

const SORT_COLUMNS: Readonly<Record<SortKey['field'], RawBuilder<unknown>>> = {
  'sport.id': sql`s.id`,
  'sport.priority': sql`s.priority`,
  'category.id': sql`c.id`,
  'category.priority': sql`c.priority`,
  'tournament.id': sql`t.id`,
  'tournament.priority': sql`coalesce(tp.priority, t.priority)`,
  start_time: sql`m.start_time`,
  bets_count: sql`m.bets_count`,
}

const DEFAULT_SORT: readonly SortKey[] = [{ field: 'start_time', direction: 'asc' }]

/** `ORDER BY` of the sort keys, ending with the id so pages never overlap. */
function orderSql(sort: readonly SortKey[]): RawBuilder<unknown> {
  const parts = sort.map(
    (key) => sql`${SORT_COLUMNS[key.field]} ${sql.raw(key.direction === 'desc' ? 'desc' : 'asc')}`,
  )
  return sql.join([...parts, sql`m.id asc`])
}

/** Matches joined to their sport, category and tournament, with every filter applied. */
function filteredMatches(db: Kysely<Database>, filter: MatchFilter, locale: string) {
  let query = db
    .selectFrom('matches as m')
    .innerJoin('sports as s', 's.id', 'm.sport_id')
    .innerJoin('categories as c', 'c.id', 'm.category_id')
    .innerJoin('tournaments as t', 't.id', 'm.tournament_id')
    .leftJoin('tournament_priorities as tp', (join) =>
      join.onRef('tp.tournament_id', '=', 't.id').on('tp.locale', '=', locale),
    )
  if (filter.id) query = query.where('m.id', 'in', filter.id)
  if (filter.type) query = query.where('m.type', '=', filter.type)
  if (filter.sport_key) query = query.where('s.key', '=', filter.sport_key)
  if (filter.sport_type) query = query.where('s.type', '=', filter.sport_type)
  if (filter.category_id) query = query.where('m.category_id', '=', filter.category_id)
  if (filter.tournament_id) query = query.where('m.tournament_id', '=', filter.tournament_id)
  if (filter.slug) query = query.where('m.slug', '=', filter.slug)
  if (filter.match_status) query = query.where('m.status', 'in', filter.match_status)
  if (filter.start_from)
    query = query.where('m.start_time', '>=', new Date(filter.start_from).toISOString())
  if (filter.start_to)
    query = query.where('m.start_time', '<=', new Date(filter.start_to).toISOString())
  if (filter.has_video !== undefined)
    query = query.where('m.has_video', '=', filter.has_video ? 1 : 0)
  if (filter.bettable !== undefined) {
    const bettable = filter.bettable
    query = query.where((eb) => {
      const open = eb.exists(
        eb
          .selectFrom('markets as mk')
          .select('mk.match_id')
          .whereRef('mk.match_id', '=', 'm.id')
          .where('mk.status', '=', MARKET_STATUS.open),
      )
      return bettable ? open : eb.not(open)
    })
  }
  if (filter.favourite !== undefined) {
    const { favourite, playerId } = filter
    query = query.where((eb) => {
      const starred = eb.exists(
        eb
          .selectFrom('favourites as f')
          .select('f.entity_id')
          .whereRef('f.entity_id', '=', 'm.id')
          .where('f.type', '=', 'matches')
          .where('f.player_id', '=', playerId ?? ''),
      )
      return favourite ? starred : eb.not(starred)
    })
  }
  return query
}

/** One page of matches with the filters, sort keys and per-sport cap of spec §7. */
export async function listMatches(
  db: Kysely<Database>,
  query: MatchesQuery & { readonly playerId?: string },
  locale: string,
): Promise<{ data: Match[]; pagination: Pagination }> {
  const order = orderSql(query.sort_by ?? DEFAULT_SORT)
  const base = filteredMatches(db, query, locale)
  const ranked = base.select([
    ...MATCH_COLUMNS,
    sql<number>`row_number() over (partition by m.sport_id order by ${order})`.as('rank_in_sport'),
  ])
  const cap = query.max_per_sport
  const scoped = db
    .selectFrom(ranked.as('r'))
    .$if(cap !== undefined, (q) => q.where('r.rank_in_sport', '<=', cap ?? 0))
  const [countRow, rows] = await Promise.all([
    // The window function is only needed to count with a per-sport cap.
    cap === undefined
      ? base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst()
      : scoped.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst(),
    cap === undefined
      ? base
          .select(MATCH_COLUMNS)
          .orderBy(order)
          .limit(query.limit)
          .offset((query.page - 1) * query.limit)
          .execute()
      : scoped
          .selectAll()
          .orderBy(sql`r.start_time`)
          .orderBy(sql`r.id`)
          .limit(query.limit)
          .offset((query.page - 1) * query.limit)
          .execute(),
  ])
  const total = countRow?.total ?? 0
  return {
    data: await hydrateMatches(db, rows, locale),
    pagination: pagination(total, query.page, query.limit),
  }
}

/** One match by id, or undefined. */
export async function getMatch(
  db: Kysely<Database>,
  id: string,
  locale: string,
): Promise<Match | undefined> {
  const row = await filteredMatches(db, {}, locale)
    .select(MATCH_COLUMNS)
    .where('m.id', '=', id)
    .executeTakeFirst()
  if (!row) return undefined
  return (await hydrateMatches(db, [row], locale))[0]
}

type MatchRow = Selectable<MatchesTable>

/** Names, competitors, main market and market count for match rows, in their order. */
export async function hydrateMatches(
  db: Kysely<Database>,
  rows: readonly MatchRow[],
  locale: string,
): Promise<Match[]> {
  if (rows.length === 0) return []
  const ids = rows.map((r) => r.id)
  const competitorIds = rows
    .flatMap((r) => [r.home_id, r.away_id])
    .filter((id): id is string => id !== null)
  const [
    {
      sport: sports,
      category: categories,
      tournament: tournaments,
      competitor: competitors,
      match: matchNames,
    },
    sportRows,
    categoryRows,
    tournamentRows,
    competitorRows,
    counts,
    mainRows,
  ] = await Promise.all([
    loadNames(db, locale, {
      sport: rows.map((r) => r.sport_id),
      category: rows.map((r) => r.category_id),
      tournament: rows.map((r) => r.tournament_id),
      competitor: competitorIds,
      // A match with both competitors is named after them.
      match: rows.filter((r) => !(r.home_id && r.away_id)).map((r) => r.id),
    }),
    db
      .selectFrom('sports')
      .select(['id', 'key', 'type'])
      .where('id', 'in', [...new Set(rows.map((r) => r.sport_id))])
      .execute(),
    db
      .selectFrom('categories')
      .select(['id', 'slug', 'country_code'])
      .where('id', 'in', [...new Set(rows.map((r) => r.category_id))])
      .execute(),
    db
      .selectFrom('tournaments')
      .select(['id', 'slug', 'kind'])
      .where('id', 'in', [...new Set(rows.map((r) => r.tournament_id))])
      .execute(),
    competitorIds.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom('competitors')
          .select(['id', 'abbreviation', 'logo'])
          .where('id', 'in', [...new Set(competitorIds)])
          .execute(),
    db
      .selectFrom('markets')
      .select(['match_id', (eb) => eb.fn.countAll<number>().as('count')])
      .where('match_id', 'in', ids)
      .where('status', '!=', 0)
      .groupBy('match_id')
      .execute(),
    // Each match's listed markets of its lowest priority: one grouped pass, not a
    // subquery per market row.
    listedMarketsQuery(db)
      .innerJoin(
        (eb) =>
          eb
            .selectFrom('markets as m2')
            .select(['m2.match_id', (e) => e.fn.min('m2.priority').as('p')])
            .where('m2.match_id', 'in', ids)
            .where('m2.status', '!=', 0)
            .groupBy('m2.match_id')
            .as('lowest'),
        (join) =>
          join
            .onRef('lowest.match_id', '=', 'markets.match_id')
            .onRef('lowest.p', '=', 'markets.priority'),
      )
      .execute(),
  ])
  const byId = <T extends { id: string }>(list: readonly T[]) =>
    new Map(list.map((item) => [item.id, item]))
  const sportById = byId(sportRows)
  const categoryById = byId(categoryRows)
  const tournamentById = byId(tournamentRows)
  const competitorById = byId(competitorRows)
  const countByMatch = new Map(counts.map((c) => [c.match_id, c.count]))

  const competitorPair = (row: MatchRow) =>
    row.home_id && row.away_id
      ? {
          home: competitors.get(row.home_id) ?? row.home_id,
          away: competitors.get(row.away_id) ?? row.away_id,
        }
      : null
  const owners = new Map<string, MarketOwner>(
    rows.map((r) => [r.id, { id: r.id, urnId: r.urn_id, competitors: competitorPair(r) }]),
  )
  const mainMarkets: Map<string, Market[]> = await hydrateMarkets(db, mainRows, owners, locale)
  const secondaryMarkets = await hydrateMarkets(
    db,
    await secondaryRows(db, ids, mainRows),
    owners,
    locale,
  )

  return rows.map((row) => {
    const pair = competitorPair(row)
    const competitor = (id: string, name: string) => {
      const found = competitorById.get(id)
      return { id, name, abbreviation: found?.abbreviation ?? '', logo: found?.logo ?? null }
    }
    const tournament = tournamentById.get(row.tournament_id)
    const category = categoryById.get(row.category_id)
    const statistics: unknown = row.statistics === null ? null : JSON.parse(row.statistics)
    return {
      id: row.id,
      urn_id: row.urn_id,
      slug: row.slug,
      type: row.type === 'outright' ? 'outright' : 'match',
      name: pair ? `${pair.home} - ${pair.away}` : (matchNames.get(row.id) ?? row.slug),
      sport: {
        id: row.sport_id,
        key: sportById.get(row.sport_id)?.key ?? '',
        name: sports.get(row.sport_id) ?? '',
      },
      sport_type: sportTypeOf(sportById.get(row.sport_id)?.type),
      category: {
        id: row.category_id,
        slug: category?.slug ?? '',
        name: categories.get(row.category_id) ?? '',
        country_code: category?.country_code ?? null,
      },
      tournament: {
        id: row.tournament_id,
        slug: tournament?.slug ?? '',
        name: tournaments.get(row.tournament_id) ?? '',
        kind: tournamentKind(tournament?.kind),
      },
      competitors:
        pair && row.home_id && row.away_id
          ? { home: competitor(row.home_id, pair.home), away: competitor(row.away_id, pair.away) }
          : null,
      stadium: row.stadium,
      city: row.city,
      status: row.status,
      start_time: row.start_time,
      end_date: row.end_date,
      statistics: statistics === null ? null : matchStatisticsSchema.parse(statistics),
      available_markets: countByMatch.get(row.id) ?? 0,
      main_market: mainMarkets.get(row.id)?.[0] ?? null,
      secondary_market: secondaryMarkets.get(row.id)?.[0] ?? null,
      has_video: row.has_video === 1,
      provider: row.provider,
      is_provider_stats_available: row.is_provider_stats_available === 1,
      bets_count: row.bets_count,
    }
  })
}

function sportTypeOf(type: string | undefined): (typeof SPORT_TYPES)[number] {
  return SPORT_TYPES.find((t) => t === type) ?? 'regular'
}

const KINDS = ['match', 'stage', 'season', 'simple_tournament'] as const
function tournamentKind(kind: string | undefined): (typeof KINDS)[number] {
  return KINDS.find((k) => k === kind) ?? 'season'
}

/**
 * Each match's secondary market for listing cards (spec: match `secondary_market`): the first
 * line market by priority other than the main one, on its most balanced line (Total 2.5 beside
 * 1X2), else the next market without lines.
 */
async function secondaryRows(
  db: Kysely<Database>,
  ids: readonly string[],
  mainRows: readonly MarketRow[],
): Promise<MarketRow[]> {
  if (ids.length === 0) return []
  const mainOf = new Map(mainRows.map((row) => [row.match_id, row.market_id]))
  const candidates = await listedMarketsQuery(db)
    .where('markets.match_id', 'in', [...ids])
    .where((eb) => eb.or([eb('markets.specifier', '=', ''), eb('markets.most_balanced', '=', 1)]))
    .orderBy('markets.priority')
    .orderBy('markets.specifier')
    .execute()
  const chosen = new Map<string, MarketRow>()
  for (const lines of [true, false])
    for (const row of candidates)
      if (
        Boolean(row.most_balanced) === lines &&
        !chosen.has(row.match_id) &&
        row.market_id !== mainOf.get(row.match_id)
      )
        chosen.set(row.match_id, row)
  return [...chosen.values()]
}
