import { SPORT_TYPES, matchStatisticsSchema, type Market, type Match } from '@sportsbook/contracts'
import type { Kysely, Selectable } from 'kysely'
import type { Database, MatchesTable } from '../db/schema'
import { hydrateMarkets, listedMarketsQuery, type MarketOwner, type MarketRow } from './markets'
import { loadNames } from './names'

export type MatchRow = Selectable<MatchesTable>

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
