import { z } from 'zod'
import {
  EVENT_STATUSES,
  SEARCH_QUERY_MAX,
  SEARCH_QUERY_MIN,
  isEventStatus,
} from '@sportsbook/domain'
import { MAX_PAGE_SIZE } from './page-sizes'
import { pageOf, pageQuery } from './pagination'
import { idList, idParam, isoDateTime, queryBoolean, scalar } from './query-params'

export const SPORT_TYPES = ['regular', 'cyber', 'premium_cricket'] as const
export const TOURNAMENT_KINDS = ['match', 'stage', 'season', 'simple_tournament'] as const
export const MATCH_TYPES = ['match', 'outright'] as const

/** Sort keys of spec §3.1: `field:direction`, comma-separated, e.g. `sport.priority:desc,start_time:asc`. */
export const SORT_FIELDS = [
  'sport.id',
  'sport.priority',
  'category.id',
  'category.priority',
  'tournament.id',
  'tournament.priority',
  'start_time',
  'bets_count',
] as const
export type SortField = (typeof SORT_FIELDS)[number]
export type SortKey = { readonly field: SortField; readonly direction: 'asc' | 'desc' }

const sortKeyPattern = new RegExp(
  `^(${SORT_FIELDS.map((f) => f.replace('.', '\\.')).join('|')}):(asc|desc)$`,
)

export const sortBy = scalar(
  z
    .string()
    .refine((value) => value.split(',').every((part) => sortKeyPattern.test(part)), {
      message: `Expected field:asc|desc separated by commas; fields: ${SORT_FIELDS.join(', ')}`,
    })
    .transform((value): SortKey[] =>
      value.split(',').map((part) => {
        const [field, direction] = part.split(':')
        return {
          field: SORT_FIELDS.find((f) => f === field) ?? 'start_time',
          direction: direction === 'desc' ? 'desc' : 'asc',
        }
      }),
    ),
)

const matchStatusList = scalar(
  z
    .string()
    .regex(/^[0-5](,[0-5])*$/, 'Expected event statuses 0–5 separated by commas')
    .transform((value) => value.split(',').map(Number).filter(isEventStatus)),
)

// ---- entities ---------------------------------------------------------------------------

export const sportRefSchema = z.object({ id: z.string(), key: z.string(), name: z.string() })
export const categoryRefSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  country_code: z.string().nullable(),
})
export const tournamentRefSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  kind: z.enum(TOURNAMENT_KINDS),
})

export const sportSchema = z.object({
  id: z.string(),
  urn_id: z.string(),
  key: z.string(),
  name: z.string(),
  priority: z.number().int(),
  type: z.enum(SPORT_TYPES),
  provider: z.string(),
})
export type Sport = z.infer<typeof sportSchema>

export const categorySchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  priority: z.number().int(),
  country_code: z.string().nullable(),
  sport: sportRefSchema,
})
export type Category = z.infer<typeof categorySchema>
/** GET /categories/:id. */
export const categoryResponseSchema = z.object({ data: categorySchema })

export const tournamentSchema = z.object({
  id: z.string(),
  urn_id: z.string(),
  slug: z.string(),
  name: z.string(),
  kind: z.enum(TOURNAMENT_KINDS),
  /** The priority for the request's locale: its override when there is one. */
  priority: z.number().int(),
  category: categoryRefSchema,
  sport: sportRefSchema.extend({
    main_market_outcomes_count: z.number().int(),
    secondary_market_outcomes_count: z.number().int(),
  }),
  provider: z.string(),
})
export type Tournament = z.infer<typeof tournamentSchema>
/** GET /tournaments/:id. */
export const tournamentResponseSchema = z.object({ data: tournamentSchema })

export const outcomeSchema = z.object({
  id: z.string(),
  name: z.string(),
  active: z.boolean(),
  /** Decimal odds, at most 3 decimals. */
  odds: z.number(),
})
export type Outcome = z.infer<typeof outcomeSchema>

export const marketSchema = z.object({
  match_urn_id: z.string(),
  id: z.string(),
  name: z.string(),
  status: z.number().int(),
  specifier: z.string(),
  outcomes: z.array(outcomeSchema),
  market_groups: z.array(z.string()),
  priority: z.number().int(),
  most_balanced: z.boolean(),
  next_bet_stop: z.string().nullable(),
  custom_bet_groups: z.array(z.string()),
  provider: z.string(),
})
export type Market = z.infer<typeof marketSchema>

const periodScoreSchema = z.object({
  period_key: z.string(),
  name: z.string(),
  number: z.number().int(),
  type: z.string(),
  home_score: z.number().int(),
  away_score: z.number().int(),
})

export const matchStatisticsSchema = z.object({
  clock: z
    .object({
      match_time: z.string().nullable(),
      stoppage_time: z.string().nullable(),
      remaining_time: z.string().nullable(),
      stopped: z.boolean(),
      /**
       * When these times were true (the feed's update reached the api): a page runs a clock
       * that is not stopped on from here. Null when unknown (the clock is then shown as it is).
       */
      updated_at: z.string().nullable().default(null),
    })
    .nullable(),
  total_score: z.object({ home: z.number().int(), away: z.number().int() }).nullable(),
  game_score: z.object({ home: z.string(), away: z.string() }).nullable(),
  period_score: z.array(periodScoreSchema),
  current_server: z.enum(['home', 'away']).nullable(),
  max_period_number: z.number().int(),
})
export type MatchStatistics = z.infer<typeof matchStatisticsSchema>

const competitorSchema = z.object({
  id: z.string(),
  name: z.string(),
  abbreviation: z.string(),
  logo: z.string().nullable(),
})

export const matchSchema = z.object({
  id: z.string(),
  urn_id: z.string(),
  slug: z.string(),
  type: z.enum(MATCH_TYPES),
  /** Competitors' names for a match, the event's own name for an outright. */
  name: z.string(),
  sport: sportRefSchema,
  /** Its sport's type: with `provider`, whose data it is (spec §3.5 sportTypeProviders). */
  sport_type: z.enum(SPORT_TYPES),
  category: categoryRefSchema,
  tournament: tournamentRefSchema,
  competitors: z.object({ home: competitorSchema, away: competitorSchema }).nullable(),
  stadium: z.string().nullable(),
  city: z.string().nullable(),
  status: z.number().int().min(0).max(5),
  start_time: z.string(),
  end_date: z.string().nullable(),
  statistics: matchStatisticsSchema.nullable(),
  available_markets: z.number().int(),
  main_market: marketSchema.nullable(),
  /** The next market type after the main one, on its most balanced line (listing cards). */
  secondary_market: marketSchema.nullable(),
  has_video: z.boolean(),
  provider: z.string(),
  is_provider_stats_available: z.boolean(),
  bets_count: z.number().int(),
})
export type Match = z.infer<typeof matchSchema>

// ---- requests and responses --------------------------------------------------------------

export const sportsQuerySchema = z.object({
  type: scalar(z.enum(SPORT_TYPES)).optional(),
  ...pageQuery,
})
export const sportsResponseSchema = pageOf(sportSchema)

export const categoriesQuerySchema = z.object({
  sport_id: scalar(idParam).optional(),
  sport_key: scalar(z.string().max(64)).optional(),
  /** The entity's URL slug, as pages resolve `/[sport]/[slug]` (spec §2.2). */
  slug: scalar(z.string().max(200)).optional(),
  ...pageQuery,
})
export const categoriesResponseSchema = pageOf(categorySchema)

export const tournamentsQuerySchema = z.object({
  sport_id: scalar(idParam).optional(),
  sport_key: scalar(z.string().max(64)).optional(),
  category_id: scalar(idParam).optional(),
  kind: scalar(z.enum(TOURNAMENT_KINDS)).optional(),
  /** The entity's URL slug, as pages resolve `/[sport]/[slug]` (spec §2.2). */
  slug: scalar(z.string().max(200)).optional(),
  ...pageQuery,
})
export const tournamentsResponseSchema = pageOf(tournamentSchema)

export const idParamsSchema = z.object({ id: idParam })

export const matchesQuerySchema = z.object({
  id: idList.optional(),
  type: scalar(z.enum(MATCH_TYPES)).optional(),
  sport_key: scalar(z.string().max(64)).optional(),
  sport_type: scalar(z.enum(SPORT_TYPES)).optional(),
  category_id: scalar(idParam).optional(),
  tournament_id: scalar(idParam).optional(),
  /** The entity's URL slug, as pages resolve `/[sport]/[slug]` (spec §2.2). */
  slug: scalar(z.string().max(200)).optional(),
  match_status: matchStatusList.optional(),
  sort_by: sortBy.optional(),
  start_from: isoDateTime.optional(),
  start_to: isoDateTime.optional(),
  bettable: queryBoolean.optional(),
  max_per_sport: scalar(z.coerce.number().int().min(1).max(500)).optional(),
  favourite: queryBoolean.optional(),
  has_video: queryBoolean.optional(),
  ...pageQuery,
})
export type MatchesQuery = z.infer<typeof matchesQuerySchema>
export const matchesResponseSchema = pageOf(matchSchema)
export const matchResponseSchema = z.object({ data: matchSchema })

export const marketsQuerySchema = z.object({
  group_key: scalar(z.string().max(64)).optional(),
  market_id: scalar(idParam).optional(),
  page: pageQuery.page,
  limit: scalar(z.coerce.number().int().min(1).max(MAX_PAGE_SIZE)).default(MAX_PAGE_SIZE),
})
/**
 * Where the match's push channel stood just before its markets were read: the page subscribes
 * from there and recovers what was published since (docs/push-protocol.md §6). Null when the
 * push tier could not say.
 */
export const streamPositionSchema = z.object({
  offset: z.number().int().min(0),
  epoch: z.string(),
})
export type StreamPosition = z.infer<typeof streamPositionSchema>
export const marketsResponseSchema = pageOf(marketSchema).extend({
  stream: streamPositionSchema.nullable(),
})

export const STATISTICS_WIDGETS = ['statistics', 'head-to-head'] as const
export const matchWidgetParamsSchema = z.object({ id: idParam, type: z.enum(STATISTICS_WIDGETS) })
export const matchWidgetResponseSchema = z.object({
  data: z.object({
    type: z.enum(STATISTICS_WIDGETS),
    statistics: matchStatisticsSchema.nullable(),
    head_to_head: z.array(
      z.object({
        id: z.string(),
        start_time: z.string(),
        home_score: z.number().int(),
        away_score: z.number().int(),
      }),
    ),
  }),
})

export const streamSchema = z.object({
  id: z.string(),
  type: z.enum(['hls', 'iframe']),
  url: z.string(),
  provider: z.string(),
})
export const videoResponseSchema = z.object({ data: streamSchema })
export const streamsResponseSchema = z.object({ data: z.array(streamSchema) })

export const countersBodySchema = z.object({
  ids: z.array(idParam).max(500).optional(),
  status: z.array(z.literal(EVENT_STATUSES)).max(6).optional(),
  type: z.enum(SPORT_TYPES).optional(),
})
export const countersResponseSchema = z.object({
  live: z.number().int(),
  sports: z.record(z.string(), z.number().int()),
  categories: z.record(z.string(), z.number().int()),
  tournaments: z.record(z.string(), z.number().int()),
})
export type Counters = z.infer<typeof countersResponseSchema>

export const searchQuerySchema = z.object({
  q: scalar(
    z
      .string()
      .trim()
      .min(SEARCH_QUERY_MIN, `Expected ${SEARCH_QUERY_MIN} to ${SEARCH_QUERY_MAX} characters`)
      .max(SEARCH_QUERY_MAX, `Expected ${SEARCH_QUERY_MIN} to ${SEARCH_QUERY_MAX} characters`),
  ),
  sport_type: scalar(z.enum(SPORT_TYPES)).optional(),
  match_status: matchStatusList.optional(),
  only_events_name: queryBoolean.optional(),
})
export const searchResponseSchema = z.object({
  data: z.object({
    matches: z.array(matchSchema),
    tournaments: z.array(tournamentSchema),
    markets: z.array(z.object({ match: matchSchema, market: marketSchema })),
  }),
})
export type SearchResult = z.infer<typeof searchResponseSchema>['data']

export const iconsQuerySchema = z.object({
  version: scalar(
    z.string().regex(/^[\w.-]{1,32}$/, 'Expected a version like 3 or 2024.1'),
  ).optional(),
})

/** Response headers' cache rule for catalogue reads. */
export const CATALOGUE_CACHE_SECONDS = 5

// ---- favourites (spec §7.2 GET, POST, DELETE /favourites/{type}) ---------------------------

/** What a player can mark as a favourite: matches (and outrights) and leagues. */
export const FAVOURITE_TYPES = ['matches', 'tournaments'] as const
export type FavouriteType = (typeof FAVOURITE_TYPES)[number]

export const favouriteTypeParamsSchema = z.object({ type: z.enum(FAVOURITE_TYPES) })
export const favouriteParamsSchema = z.object({ type: z.enum(FAVOURITE_TYPES), id: idParam })
export const favouritesQuerySchema = z.object({
  match_status: matchStatusList.optional(),
  bettable: queryBoolean.optional(),
})
/** The player's favourites of one type, newest first, as full entities. */
export const favouriteMatchesResponseSchema = z.object({ data: z.array(matchSchema) })
export const favouriteTournamentsResponseSchema = z.object({ data: z.array(tournamentSchema) })
export const favouriteChangeResponseSchema = z.object({
  data: z.object({ type: z.enum(FAVOURITE_TYPES), id: z.string(), favourite: z.boolean() }),
})
