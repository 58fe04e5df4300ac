import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import { crestSvg } from '../catalogue/crests'
import { flagSvg } from '../catalogue/flags'
import {
  CATALOGUE_CACHE_SECONDS,
  PUSH_CHANNELS,
  categoriesQuerySchema,
  categoriesResponseSchema,
  categoryResponseSchema,
  categorySchema,
  countersBodySchema,
  countersResponseSchema,
  iconsQuerySchema,
  idParamsSchema,
  marketsQuerySchema,
  marketsResponseSchema,
  matchResponseSchema,
  matchWidgetParamsSchema,
  matchWidgetResponseSchema,
  matchesQuerySchema,
  matchesResponseSchema,
  searchQuerySchema,
  searchResponseSchema,
  sportsQuerySchema,
  sportsResponseSchema,
  streamsResponseSchema,
  tournamentResponseSchema,
  tournamentSchema,
  tournamentsQuerySchema,
  tournamentsResponseSchema,
  videoResponseSchema,
  API_ERROR_CODES,
} from '@sportsbook/contracts'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { countMatches } from '../catalogue/counters'
import { headToHead } from '../catalogue/head-to-head'
import { iconSprite } from '../catalogue/icons'
import { marketsPage } from '../catalogue/markets'
import { getMatch, listMatches } from '../catalogue/matches'
import { requestLocale } from '../catalogue/request-locale'
import { search } from '../catalogue/search'
import {
  getCategory,
  getTournament,
  listCategories,
  listSports,
  listTournaments,
} from '../catalogue/sports'
import { requirePlayer } from '../plugins/authentication'
import { ApiFailure, sendNotFound } from '../plugins/error-handler'

const LIST_CACHE = `public, max-age=${CATALOGUE_CACHE_SECONDS}, stale-while-revalidate=30`

/** The catalogue reads of spec §7.2 under /api/v2: cached, localized, checked against contracts. */
export const catalogueRoutes: FastifyPluginCallbackZod<{ readonly video: boolean }> = (
  app,
  { video },
  done,
) => {
  const { db, catalogueCache: cache, matchSummaries: summaries } = app

  // A fresh cached answer goes out before validation and routing work.
  app.addHook('onRequest', (request, reply, done) => {
    if (request.method === 'GET' && cache.serveFresh(request, reply, localeFor(request))) return
    done()
  })

  /** Answers from the cache or with the JSON text `load` makes (undefined: not found). */
  function cachedText(
    request: FastifyRequest,
    reply: FastifyReply,
    load: (locale: string) => Promise<string | undefined>,
    notFound?: string,
  ) {
    const locale = localeFor(request)
    return cache
      .reply(request, reply, locale, { cacheControl: LIST_CACHE }, () => load(locale))
      .then((sent) => {
        if (!sent)
          throw new ApiFailure(404, API_ERROR_CODES.notFound, `${notFound ?? 'Resource'} not found`)
      })
  }

  /**
   * Answers from the cache or from `load`, parsed with the route's response schema on the way out
   * and kept as JSON text (a cached answer is not serialised again).
   */
  function cached<S extends z.ZodType>(
    request: FastifyRequest,
    reply: FastifyReply,
    schema: S,
    load: (locale: string) => Promise<z.input<S> | undefined>,
    notFound?: string,
  ) {
    return cachedText(
      request,
      reply,
      async (locale) => {
        const value = await load(locale)
        return value === undefined ? undefined : JSON.stringify(schema.parse(value))
      },
      notFound,
    )
  }

  app.get(
    '/api/v2/sports',
    { schema: { querystring: sportsQuerySchema, response: { 200: sportsResponseSchema } } },
    (request, reply) =>
      cached(request, reply, sportsResponseSchema, (locale) =>
        listSports(db, request.query, locale),
      ),
  )

  app.get(
    '/api/v2/categories',
    { schema: { querystring: categoriesQuerySchema, response: { 200: categoriesResponseSchema } } },
    (request, reply) =>
      cached(request, reply, categoriesResponseSchema, (locale) =>
        listCategories(db, request.query, locale),
      ),
  )

  app.get(
    '/api/v2/categories/:id',
    { schema: { params: idParamsSchema, response: { 200: categoryResponseSchema } } },
    (request, reply) =>
      cached(
        request,
        reply,
        categorySchema.transform((data) => ({ data })),
        (locale) => getCategory(db, request.params.id, locale),
        `Category ${request.params.id}`,
      ),
  )

  app.get(
    '/api/v2/tournaments',
    {
      schema: { querystring: tournamentsQuerySchema, response: { 200: tournamentsResponseSchema } },
    },
    (request, reply) =>
      cached(request, reply, tournamentsResponseSchema, (locale) =>
        listTournaments(db, request.query, locale),
      ),
  )

  app.get(
    '/api/v2/tournaments/:id',
    { schema: { params: idParamsSchema, response: { 200: tournamentResponseSchema } } },
    (request, reply) =>
      cached(
        request,
        reply,
        tournamentSchema.transform((data) => ({ data })),
        (locale) => getTournament(db, request.params.id, locale),
        `Tournament ${request.params.id}`,
      ),
  )

  app.get(
    '/api/v2/matches',
    { schema: { querystring: matchesQuerySchema, response: { 200: matchesResponseSchema } } },
    async (request, reply) => {
      if (request.query.favourite === undefined)
        // Each match's JSON was checked against the contract when its summary was kept.
        return cachedText(request, reply, async (locale) =>
          summaries.pageJson(await listMatches(db, summaries, request.query, locale)),
        )
      // One player's starred matches: never in the shared cache.
      const { playerId } = requirePlayer(request)
      void reply.header('cache-control', 'private, no-store')
      return listMatches(db, summaries, { ...request.query, playerId }, localeFor(request))
    },
  )

  app.get(
    '/api/v2/matches/:id',
    { schema: { params: idParamsSchema, response: { 200: matchResponseSchema } } },
    (request, reply) =>
      cached(
        request,
        reply,
        matchResponseSchema,
        async (locale) => {
          const match = await getMatch(db, summaries, request.params.id, locale)
          return match && { data: match }
        },
        `Match ${request.params.id}`,
      ),
  )

  app.get(
    '/api/v2/matches/:id/markets',
    {
      schema: {
        params: idParamsSchema,
        querystring: marketsQuerySchema,
        response: { 200: marketsResponseSchema },
      },
    },
    (request, reply) =>
      cached(
        request,
        reply,
        marketsResponseSchema,
        async (locale) => {
          const match = await getMatch(db, summaries, request.params.id, locale)
          if (!match) return undefined
          // Read before the markets: what is published after them, the page recovers (decision 184).
          const stream = await app.publisher.position(PUSH_CHANNELS.match(match.id))
          return { ...(await marketsPage(db, match, request.query, locale)), stream }
        },
        `Match ${request.params.id}`,
      ),
  )

  app.get(
    '/api/v2/matches/:id/video',
    { schema: { params: idParamsSchema, response: { 200: videoResponseSchema } } },
    (request, reply) =>
      cached(
        request,
        reply,
        videoResponseSchema,
        async (locale) => {
          const match = await getMatch(db, summaries, request.params.id, locale)
          return video && match?.has_video ? { data: demoStream(match.id) } : undefined
        },
        `Video of match ${request.params.id}`,
      ),
  )

  app.get(
    '/api/v2/matches/:id/streams',
    { schema: { params: idParamsSchema, response: { 200: streamsResponseSchema } } },
    (request, reply) =>
      cached(
        request,
        reply,
        streamsResponseSchema,
        async (locale) => {
          const match = await getMatch(db, summaries, request.params.id, locale)
          // has_video is the feed's coverage; the operator decides whether streams are shown.
          return match && { data: video && match.has_video ? [demoStream(match.id)] : [] }
        },
        `Match ${request.params.id}`,
      ),
  )

  app.get(
    '/api/v2/matches/:id/:type',
    { schema: { params: matchWidgetParamsSchema, response: { 200: matchWidgetResponseSchema } } },
    (request, reply) =>
      cached(
        request,
        reply,
        matchWidgetResponseSchema,
        async (locale) => {
          const match = await getMatch(db, summaries, request.params.id, locale)
          if (!match) return undefined
          const h2h =
            request.params.type === 'head-to-head' && match.competitors
              ? await headToHead(db, match.competitors.home.id, match.competitors.away.id, match.id)
              : []
          return {
            data: { type: request.params.type, statistics: match.statistics, head_to_head: h2h },
          }
        },
        `Match ${request.params.id}`,
      ),
  )

  app.post(
    '/api/v2/counters',
    { schema: { body: countersBodySchema, response: { 200: countersResponseSchema } } },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store')
      return countMatches(db, request.body)
    },
  )

  app.get(
    '/api/v2/search',
    { schema: { querystring: searchQuerySchema, response: { 200: searchResponseSchema } } },
    (request, reply) =>
      cached(request, reply, searchResponseSchema, async (locale) => ({
        data: await search(db, summaries, request.query, locale),
      })),
  )

  // Generated crests of the seeded teams (catalogue/crests.ts): the same for a team forever.
  app.get(
    '/fe-api/crests/:id',
    { schema: { params: z.object({ id: z.string().regex(/^[\w-]{1,64}$/) }) } },
    (request, reply) =>
      reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .type('image/svg+xml; charset=utf-8')
        .send(crestSvg(request.params.id)),
  )

  // Country flags for categories (catalogue/flags.ts), by ISO 3166 alpha-2 code.
  app.get(
    '/fe-api/flags/:code',
    {
      schema: {
        params: z.object({ code: z.string().regex(/^[a-z]{2}$/, 'Expected a code such as dk') }),
      },
    },
    async (request, reply) => {
      const svg = await flagSvg(request.params.code)
      if (svg === null) return sendNotFound(reply, 'Flag')
      return reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .type('image/svg+xml; charset=utf-8')
        .send(svg)
    },
  )

  const sprite = iconSprite()
  app.get('/fe-api/icons.svg', { schema: { querystring: iconsQuerySchema } }, (request, reply) =>
    cache
      .reply(
        request,
        reply,
        localeFor(request),
        {
          // A versioned URL never changes; an unversioned one is revalidated hourly.
          cacheControl: request.query.version
            ? 'public, max-age=31536000, immutable'
            : 'public, max-age=3600',
          contentType: 'image/svg+xml; charset=utf-8',
        },
        () => Promise.resolve(sprite),
      )
      .then((sent) => (sent ? reply : sendNotFound(reply, 'Icons'))),
  )
  done()
}

/** Icons are the same in every language. */
function localeFor(request: FastifyRequest): string {
  return request.url.startsWith('/fe-api/')
    ? 'all'
    : requestLocale(request.headers['accept-language'])
}

/** The demo feed's stream: a live match tracker page (routes/demo-stream.ts) in an iframe. */
function demoStream(matchId: string) {
  return {
    id: `demo-${matchId}`,
    type: 'iframe' as const,
    url: `/fe-api/streams/${matchId}`,
    provider: 'demo',
  }
}
