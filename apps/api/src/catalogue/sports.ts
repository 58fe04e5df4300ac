import type { Category, Pagination, Sport, Tournament } from '@sportsbook/contracts'
import { SPORT_TYPES, TOURNAMENT_KINDS } from '@sportsbook/contracts'
import { sql, type Kysely } from 'kysely'
import type { Database } from '../db/schema'
import { loadNames } from './names'
import { pagination } from './paging'

type Page<T> = { data: T[]; pagination: Pagination }
type PageQuery = { page: number; limit: number }

const offset = (q: PageQuery): number => (q.page - 1) * q.limit

function sportType(type: string): Sport['type'] {
  return SPORT_TYPES.find((t) => t === type) ?? 'regular'
}

/** Main and secondary market outcome counts per sport: three-way sports show 1X2 first. */
const THREE_WAY_SPORTS = new Set(['football', 'ice-hockey'])

export async function listSports(
  db: Kysely<Database>,
  query: PageQuery & { type?: Sport['type'] | undefined },
  locale: string,
): Promise<Page<Sport>> {
  const base = db
    .selectFrom('sports')
    .$if(query.type !== undefined, (q) => q.where('type', '=', query.type ?? 'regular'))
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst(),
    base
      .selectAll()
      .orderBy('priority', 'desc')
      .orderBy('id')
      .limit(query.limit)
      .offset(offset(query))
      .execute(),
  ])
  const { sport: names } = await loadNames(db, locale, { sport: rows.map((r) => r.id) })
  return {
    data: rows.map((r) => ({
      id: r.id,
      urn_id: r.urn_id,
      key: r.key,
      name: names.get(r.id) ?? r.key,
      priority: r.priority,
      type: sportType(r.type),
      provider: r.provider,
    })),
    pagination: pagination(count?.total ?? 0, query.page, query.limit),
  }
}

type CategoryFilter = {
  sport_id?: string | undefined
  sport_key?: string | undefined
  slug?: string | undefined
  id?: string
}

function categoriesQuery(db: Kysely<Database>, filter: CategoryFilter) {
  return db
    .selectFrom('categories as c')
    .innerJoin('sports as s', 's.id', 'c.sport_id')
    .$if(filter.sport_id !== undefined, (q) => q.where('c.sport_id', '=', filter.sport_id ?? ''))
    .$if(filter.sport_key !== undefined, (q) => q.where('s.key', '=', filter.sport_key ?? ''))
    .$if(filter.slug !== undefined, (q) => q.where('c.slug', '=', filter.slug ?? ''))
    .$if(filter.id !== undefined, (q) => q.where('c.id', '=', filter.id ?? ''))
}

export async function listCategories(
  db: Kysely<Database>,
  query: PageQuery & CategoryFilter,
  locale: string,
): Promise<Page<Category>> {
  const base = categoriesQuery(db, query)
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst(),
    base
      .select([
        'c.id',
        'c.slug',
        'c.country_code',
        'c.priority',
        'c.sport_id',
        's.key as sport_key',
      ])
      .orderBy('s.priority', 'desc')
      .orderBy('c.priority', 'desc')
      .orderBy('c.id')
      .limit(query.limit)
      .offset(offset(query))
      .execute(),
  ])
  const { category: names, sport: sportNames } = await loadNames(db, locale, {
    category: rows.map((r) => r.id),
    sport: rows.map((r) => r.sport_id),
  })
  return {
    data: rows.map((r) => ({
      id: r.id,
      slug: r.slug,
      name: names.get(r.id) ?? r.slug,
      priority: r.priority,
      country_code: r.country_code,
      sport: { id: r.sport_id, key: r.sport_key, name: sportNames.get(r.sport_id) ?? r.sport_key },
    })),
    pagination: pagination(count?.total ?? 0, query.page, query.limit),
  }
}

export async function getCategory(
  db: Kysely<Database>,
  id: string,
  locale: string,
): Promise<Category | undefined> {
  return (await listCategories(db, { id, page: 1, limit: 1 }, locale)).data[0]
}

type TournamentFilter = {
  sport_id?: string | undefined
  sport_key?: string | undefined
  category_id?: string | undefined
  kind?: Tournament['kind'] | undefined
  sport_type?: string | undefined
  slug?: string | undefined
  id?: string
  ids?: readonly string[]
}

export async function listTournaments(
  db: Kysely<Database>,
  query: PageQuery & TournamentFilter,
  locale: string,
): Promise<Page<Tournament>> {
  const base = db
    .selectFrom('tournaments as t')
    .innerJoin('sports as s', 's.id', 't.sport_id')
    .innerJoin('categories as c', 'c.id', 't.category_id')
    .leftJoin('tournament_priorities as tp', (join) =>
      join.onRef('tp.tournament_id', '=', 't.id').on('tp.locale', '=', locale),
    )
    .$if(query.sport_id !== undefined, (q) => q.where('t.sport_id', '=', query.sport_id ?? ''))
    .$if(query.sport_key !== undefined, (q) => q.where('s.key', '=', query.sport_key ?? ''))
    .$if(query.category_id !== undefined, (q) =>
      q.where('t.category_id', '=', query.category_id ?? ''),
    )
    .$if(query.kind !== undefined, (q) => q.where('t.kind', '=', query.kind ?? 'season'))
    .$if(query.slug !== undefined, (q) => q.where('t.slug', '=', query.slug ?? ''))
    .$if(query.id !== undefined, (q) => q.where('t.id', '=', query.id ?? ''))
    .$if(query.ids !== undefined, (q) =>
      q.where('t.id', 'in', query.ids && query.ids.length > 0 ? [...query.ids] : ['']),
    )
    .$if(query.sport_type !== undefined, (q) => q.where('s.type', '=', query.sport_type ?? ''))
  const priority = sql<number>`coalesce(tp.priority, t.priority)`
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst(),
    base
      .select([
        't.id',
        't.urn_id',
        't.slug',
        't.kind',
        't.provider',
        't.sport_id',
        't.category_id',
        's.key as sport_key',
        'c.slug as category_slug',
        'c.country_code',
      ])
      .select(priority.as('priority'))
      .orderBy(priority, 'desc')
      .orderBy('t.id')
      .limit(query.limit)
      .offset(offset(query))
      .execute(),
  ])
  const {
    tournament: names,
    sport: sportNames,
    category: categoryNames,
  } = await loadNames(db, locale, {
    tournament: rows.map((r) => r.id),
    sport: rows.map((r) => r.sport_id),
    category: rows.map((r) => r.category_id),
  })
  return {
    data: rows.map((r) => ({
      id: r.id,
      urn_id: r.urn_id,
      slug: r.slug,
      name: names.get(r.id) ?? r.slug,
      kind: TOURNAMENT_KINDS.find((k) => k === r.kind) ?? 'season',
      priority: r.priority,
      category: {
        id: r.category_id,
        slug: r.category_slug,
        name: categoryNames.get(r.category_id) ?? r.category_slug,
        country_code: r.country_code,
      },
      sport: {
        id: r.sport_id,
        key: r.sport_key,
        name: sportNames.get(r.sport_id) ?? r.sport_key,
        main_market_outcomes_count: THREE_WAY_SPORTS.has(r.sport_key) ? 3 : 2,
        secondary_market_outcomes_count: 2,
      },
      provider: r.provider,
    })),
    pagination: pagination(count?.total ?? 0, query.page, query.limit),
  }
}

export async function getTournament(
  db: Kysely<Database>,
  id: string,
  locale: string,
): Promise<Tournament | undefined> {
  return (await listTournaments(db, { id, page: 1, limit: 1 }, locale)).data[0]
}
