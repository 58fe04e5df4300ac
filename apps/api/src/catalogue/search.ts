import { OPEN_FOR_BETS_STATUSES, type EventStatus } from '@sportsbook/domain'
import type { SearchResult } from '@sportsbook/contracts'
import { sql, type Kysely } from 'kysely'
import type { Database } from '../db/schema'
import { likeContains } from './like'
import { hydrateMarkets, listedMarketsQuery, type MarketOwner } from './markets'
import type { MatchSummaries } from './match-summaries'
import { summariseMatches } from './matches'
import { listTournaments } from './sports'

export type SearchFilter = {
  q: string
  sport_type?: string | undefined
  match_status?: EventStatus[] | undefined
  only_events_name?: boolean | undefined
}

/** Results per scope: enough for a dropdown, never an unbounded scan of the answer. */
const SEARCH_LIMIT = 20

/**
 * Search of spec §7.2 in three scopes: matches by their competitors' or own names, tournaments
 * by name, and markets by name within the matched events. `only_events_name` keeps matches only.
 */
export async function search(
  db: Kysely<Database>,
  summaries: MatchSummaries,
  filter: SearchFilter,
  locale: string,
): Promise<SearchResult> {
  const nameLike = () => likeContains(sql`lower(name)`, filter.q.toLowerCase())
  const named = (entity: 'competitor' | 'tournament' | 'match') =>
    db
      .selectFrom('names')
      .where('entity', '=', entity)
      .where('locale', 'in', [locale, 'en'])
      .where(nameLike())
  const nameMatches = (entity: 'competitor' | 'tournament') => named(entity).select('entity_id')

  // The few competitors whose name matches lead to their matches through the home and away
  // indexes (migration 0028), rather than every open match being tested against them; the names
  // are scanned once (MATERIALIZED). CROSS
  // JOIN keeps SQLite (which has no statistics to go by) from reading every open match in
  // start order instead; PostgreSQL takes it as a plain join.
  let matchQuery = db
    .with(
      (cte) => cte('hits').materialized(),
      () => nameMatches('competitor'),
    )
    .with('found', (qc) =>
      qc
        .selectFrom('matches as h')
        .select('h.id')
        .where('h.home_id', 'in', qc.selectFrom('hits').select('entity_id'))
        .union(
          qc
            .selectFrom('matches as a')
            .select('a.id')
            .where('a.away_id', 'in', qc.selectFrom('hits').select('entity_id')),
        )
        .union(named('match').select('entity_id as id')),
    )
    .selectFrom('found as f')
    .crossJoin('matches as m')
    .innerJoin('sports as s', 's.id', 'm.sport_id')
    .select(['m.id', 'm.revision'])
    .whereRef('m.id', '=', 'f.id')
    .where('m.status', 'in', filter.match_status ?? OPEN_FOR_BETS_STATUSES)
  if (filter.sport_type) matchQuery = matchQuery.where('s.type', '=', filter.sport_type)
  const matchRows = await matchQuery
    .orderBy('m.start_time')
    .orderBy('m.id')
    .limit(SEARCH_LIMIT)
    .execute()
  const matches = await summariseMatches(db, summaries, matchRows, locale)
  if (filter.only_events_name) return { matches, tournaments: [], markets: [] }

  const tournamentIds = await nameMatches('tournament').limit(SEARCH_LIMIT).execute()
  const { data: tournaments } = await listTournaments(
    db,
    {
      ids: tournamentIds.map((t) => t.entity_id),
      sport_type: filter.sport_type,
      page: 1,
      limit: SEARCH_LIMIT,
    },
    locale,
  )

  const marketTypes = await db
    .selectFrom('names')
    .select('entity_id')
    .where('entity', '=', 'market_type')
    .where('locale', 'in', [locale, 'en'])
    .where(nameLike())
    .execute()
  const marketRows =
    marketTypes.length === 0
      ? []
      : await listedMarketsQuery(db)
          .innerJoin('matches as m', 'm.id', 'markets.match_id')
          .innerJoin('sports as s', 's.id', 'm.sport_id')
          .where(
            'markets.market_id',
            'in',
            marketTypes.map((t) => t.entity_id),
          )
          .where('m.status', 'in', filter.match_status ?? OPEN_FOR_BETS_STATUSES)
          .$if(filter.sport_type !== undefined, (q) =>
            q.where('s.type', '=', filter.sport_type ?? ''),
          )
          .orderBy('m.start_time')
          .orderBy('markets.match_id')
          .orderBy('markets.priority')
          .limit(SEARCH_LIMIT)
          .execute()
  const marketMatches = await summariseMatches(
    db,
    summaries,
    await db
      .selectFrom('matches as m')
      .select(['m.id', 'm.revision'])
      .where('m.id', 'in', marketRows.length > 0 ? marketRows.map((r) => r.match_id) : [''])
      .execute(),
    locale,
  )
  const owners = new Map<string, MarketOwner>(
    marketMatches.map((m) => [
      m.id,
      {
        id: m.id,
        urnId: m.urn_id,
        competitors: m.competitors
          ? { home: m.competitors.home.name, away: m.competitors.away.name }
          : null,
      },
    ]),
  )
  const hydrated = await hydrateMarkets(db, marketRows, owners, locale)
  const markets = marketMatches.flatMap((match) =>
    (hydrated.get(match.id) ?? []).map((market) => ({ match, market })),
  )
  return { matches, tournaments, markets }
}
