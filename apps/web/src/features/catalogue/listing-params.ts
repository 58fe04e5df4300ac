import type { MatchesQuery, SortKey } from '@sportsbook/contracts'
import { dayBounds } from '@sportsbook/domain'
import { z } from 'zod'

/** Listing page size (spec §2.4 `page`). */
export const LISTING_PAGE_SIZE = 50
export const LISTING_SORTS = ['time', 'popularity', 'league'] as const
export type ListingSort = (typeof LISTING_SORTS)[number]
/** `time`: matches starting within the next hours. */
export const LISTING_TIMES = ['1h', '3h', '6h', '12h', '24h', '48h'] as const
export type ListingTime = (typeof LISTING_TIMES)[number]

const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)))

/**
 * The listing parameters of spec §2.4 as the address carries them: time, sortBy, date, sport,
 * page, isBettable. A value that does not parse is dropped (a shared link with a typo still
 * shows the list), never an error page.
 */
const listingParamsSchema = z.object({
  sport: z
    .string()
    .regex(/^[\w-]{1,64}$/)
    .optional()
    .catch(undefined),
  time: z.enum(LISTING_TIMES).optional().catch(undefined),
  date: isoDay.optional().catch(undefined),
  sortBy: z.enum(LISTING_SORTS).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
  isBettable: z
    .enum(['true'])
    .transform(() => true)
    .optional()
    .catch(undefined),
})
export type ListingParams = z.infer<typeof listingParamsSchema>

export type SearchParams = Readonly<Record<string, string | string[] | undefined>>

export function parseListingParams(searchParams: SearchParams): ListingParams {
  const first = (key: string) => {
    const value = searchParams[key]
    return Array.isArray(value) ? value[0] : value
  }
  return listingParamsSchema.parse({
    sport: first('sport'),
    time: first('time'),
    date: first('date'),
    sortBy: first('sortBy'),
    page: first('page') ?? 1,
    isBettable: first('isBettable'),
  })
}

const HOUR = 3_600_000

function sortKeys(sort: ListingSort, direction: 'asc' | 'desc'): SortKey[] {
  const byTime: SortKey = { field: 'start_time', direction }
  switch (sort) {
    case 'time':
      return [byTime]
    case 'popularity':
      return [{ field: 'bets_count', direction: 'desc' }, byTime]
    case 'league':
      return [
        { field: 'sport.priority', direction: 'desc' },
        { field: 'tournament.priority', direction: 'desc' },
        byTime,
      ]
  }
}

/**
 * The `/matches` query of a listing page: the page's own filters (`base`) narrowed by the
 * address's parameters. `direction` orders by start time (schedule ascending, results
 * descending); `now` anchors the `time` window; `date` is a day in the player's `timeZone`.
 */
export function listingQuery(
  params: ListingParams,
  base: Partial<MatchesQuery>,
  options: { direction: 'asc' | 'desc'; defaultSort: ListingSort; now: number; timeZone: string },
): Partial<MatchesQuery> {
  const query: Partial<MatchesQuery> = {
    ...base,
    sort_by: sortKeys(params.sortBy ?? options.defaultSort, options.direction),
    page: params.page,
    limit: LISTING_PAGE_SIZE,
  }
  if (params.sport) query.sport_key = params.sport
  if (params.isBettable) query.bettable = true
  if (params.date) {
    const day = dayBounds(params.date, options.timeZone)
    query.start_from = new Date(day.from).toISOString()
    query.start_to = new Date(day.to).toISOString()
  }
  if (params.time) {
    const hours = Number(params.time.slice(0, -1))
    const from = Math.max(options.now, query.start_from ? Date.parse(query.start_from) : 0)
    const to = options.now + hours * HOUR
    query.start_from = new Date(from).toISOString()
    query.start_to = new Date(
      query.start_to ? Math.min(to, Date.parse(query.start_to)) : to,
    ).toISOString()
  }
  return query
}

/** The address of the same listing with some parameters changed (undefined removes one). */
export function listingHref(
  path: string,
  params: ListingParams,
  changes: Partial<Record<keyof ListingParams, string | number | boolean | undefined>>,
): string {
  const merged: Record<string, string | number | boolean | undefined> = { ...params, ...changes }
  const search = new URLSearchParams()
  for (const key of ['sport', 'date', 'time', 'sortBy', 'isBettable', 'page'] as const) {
    const value = merged[key]
    if (value === undefined || value === false || (key === 'page' && value === 1)) continue
    search.set(key, String(value))
  }
  const text = search.toString()
  return text ? `${path}?${text}` : path
}
