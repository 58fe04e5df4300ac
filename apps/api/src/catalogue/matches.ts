import { MARKET_STATUS } from '@sportsbook/domain'
import type { Match, MatchesQuery, Pagination, SortKey } from '@sportsbook/contracts'
import { sql, type Kysely, type RawBuilder } from 'kysely'
import type { Database } from '../db/schema'
import { hydrateMatches } from './hydrate-matches'
import type { MatchSummaries, RevisedRow } from './match-summaries'
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
  'm.revision',
] as const

type MatchFilter = Omit<MatchesQuery, 'page' | 'limit' | 'sort_by' | 'max_per_sport'> & {
  /** Whose favourites `favourite=true` keeps; without a player it keeps none. */
  readonly playerId?: string
}

/**
 * What each sort key orders by. Priorities are read per row only when a sort asks for them: a
 * list sorted by time reads matches alone.
 */
function sortColumn(field: SortKey['field'], locale: string): RawBuilder<unknown> {
  switch (field) {
    case 'sport.id':
      return sql`m.sport_id`
    case 'sport.priority':
      return sql`(select s.priority from sports s where s.id = m.sport_id)`
    case 'category.id':
      return sql`m.category_id`
    case 'category.priority':
      return sql`(select c.priority from categories c where c.id = m.category_id)`
    case 'tournament.id':
      return sql`m.tournament_id`
    case 'tournament.priority':
      // The operator's order for the locale, else the tournament's own.
      return sql`coalesce(
        (select tp.priority from tournament_priorities tp
          where tp.tournament_id = m.tournament_id and tp.locale = ${locale}),
        (select t.priority from tournaments t where t.id = m.tournament_id))`
    case 'start_time':
      return sql`m.start_time`
    case 'bets_count':
      return sql`m.bets_count`
  }
}

const DEFAULT_SORT: readonly SortKey[] = [{ field: 'start_time', direction: 'asc' }]

/** `ORDER BY` of the sort keys, ending with the id so pages never overlap. */
function orderSql(sort: readonly SortKey[], locale: string): RawBuilder<unknown> {
  const parts = sort.map(
    (key) =>
      sql`${sortColumn(key.field, locale)} ${sql.raw(key.direction === 'desc' ? 'desc' : 'asc')}`,
  )
  return sql.join([...parts, sql`m.id asc`])
}

/** Matches with every filter applied. */
function filteredMatches(db: Kysely<Database>, filter: MatchFilter) {
  let query = db.selectFrom('matches as m')
  const sportsWhere = (column: 'key' | 'type', value: string) =>
    db.selectFrom('sports').select('id').where(column, '=', value)
  if (filter.id) query = query.where('m.id', 'in', filter.id)
  if (filter.type) query = query.where('m.type', '=', filter.type)
  if (filter.sport_key)
    query = query.where('m.sport_id', 'in', sportsWhere('key', filter.sport_key))
  if (filter.sport_type)
    query = query.where('m.sport_id', 'in', sportsWhere('type', filter.sport_type))
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
  summaries: MatchSummaries,
  query: MatchesQuery & { readonly playerId?: string },
  locale: string,
): Promise<{ data: Match[]; pagination: Pagination }> {
  const order = orderSql(query.sort_by ?? DEFAULT_SORT, locale)
  const base = filteredMatches(db, query)
  const ranked = base.select([
    'm.id',
    'm.revision',
    'm.start_time',
    sql<number>`row_number() over (partition by m.sport_id order by ${order})`.as('rank_in_sport'),
  ])
  const cap = query.max_per_sport
  const scoped = db
    .selectFrom(ranked.as('r'))
    .$if(cap !== undefined, (q) => q.where('r.rank_in_sport', '<=', cap ?? 0))
  // The page's ids and revisions (a kept summary needs no more), read from the list index in
  // its order; the total is counted apart, only when the page does not tell it. (A count over
  // the window in the same statement made SQLite read and sort every row the filter keeps.)
  const offset = (query.page - 1) * query.limit
  const keys =
    cap === undefined
      ? await base
          .select(['m.id', 'm.revision'])
          .orderBy(order)
          .limit(query.limit)
          .offset(offset)
          .execute()
      : await scoped
          .select(['r.id', 'r.revision'])
          .orderBy(sql`r.start_time`)
          .orderBy(sql`r.id`)
          .limit(query.limit)
          .offset(offset)
          .execute()
  const countAll = async () => {
    const row =
      cap === undefined
        ? await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst()
        : await scoped.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst()
    return row?.total ?? 0
  }
  // A first page that is not full holds every match there is.
  const total = offset === 0 && keys.length < query.limit ? keys.length : await countAll()
  return {
    data: await summariseMatches(db, summaries, keys, locale),
    pagination: pagination(total, query.page, query.limit),
  }
}

/** One match by id, or undefined. */
export async function getMatch(
  db: Kysely<Database>,
  summaries: MatchSummaries,
  id: string,
  locale: string,
): Promise<Match | undefined> {
  const key = await db
    .selectFrom('matches')
    .select(['id', 'revision'])
    .where('id', '=', id)
    .executeTakeFirst()
  return key && (await summariseMatches(db, summaries, [key], locale))[0]
}

/**
 * The matches of `keys`, in their order: kept summaries where the match has not been written
 * since, the others read and hydrated (and kept at the revision read with them).
 */
export async function summariseMatches(
  db: Kysely<Database>,
  summaries: MatchSummaries,
  keys: readonly RevisedRow[],
  locale: string,
): Promise<Match[]> {
  const kept = keys.map((key) => summaries.get(locale, key))
  const stale = keys.filter((_, i) => kept[i] === undefined).map((key) => key.id)
  const rows =
    stale.length === 0
      ? []
      : await db
          .selectFrom('matches as m')
          .select(MATCH_COLUMNS)
          .where('m.id', 'in', stale)
          .execute()
  const hydrated = await hydrateMatches(db, rows, locale)
  const fresh = new Map<string, Match>()
  rows.forEach((row, i) => {
    const match = hydrated[i]
    if (match) fresh.set(row.id, summaries.keep(locale, row.revision, match))
  })
  return keys.flatMap((key, i) => kept[i] ?? fresh.get(key.id) ?? [])
}
