import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import {
  favouriteChangeResponseSchema,
  favouriteMatchesResponseSchema,
  favouriteParamsSchema,
  favouritesQuerySchema,
  favouriteTournamentsResponseSchema,
  favouriteTypeParamsSchema,
} from '@sportsbook/contracts'
import { z } from 'zod'
import {
  addFavourite,
  favouriteMatches,
  favouriteTournaments,
  removeFavourite,
} from '../catalogue/favourites'
import { requestLocale } from '../catalogue/request-locale'
import { requirePlayer } from '../plugins/authentication'

/**
 * GET /api/v2/favourites/{type} (the player's matches by start time, or leagues by priority),
 * POST and DELETE /api/v2/favourites/{type}/{id}; both writes are idempotent, so a client's
 * optimistic toggle can repeat them safely. Private to the player: never cached.
 */
export const favouriteRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { db, matchSummaries } = app

  app.get(
    '/api/v2/favourites/:type',
    {
      schema: {
        params: favouriteTypeParamsSchema,
        querystring: favouritesQuerySchema,
        response: {
          200: z.union([favouriteMatchesResponseSchema, favouriteTournamentsResponseSchema]),
        },
      },
    },
    async (request, reply) => {
      const { playerId } = requirePlayer(request)
      void reply.header('cache-control', 'private, no-store')
      const locale = requestLocale(request.headers['accept-language'])
      if (request.params.type === 'tournaments')
        return { data: await favouriteTournaments(db, playerId, locale) }
      return { data: await favouriteMatches(db, matchSummaries, playerId, request.query, locale) }
    },
  )

  app.post(
    '/api/v2/favourites/:type/:id',
    { schema: { params: favouriteParamsSchema, response: { 200: favouriteChangeResponseSchema } } },
    async (request) => {
      const { playerId } = requirePlayer(request)
      const { type, id } = request.params
      await addFavourite(db, playerId, type, id)
      return { data: { type, id, favourite: true } }
    },
  )

  app.delete(
    '/api/v2/favourites/:type/:id',
    { schema: { params: favouriteParamsSchema, response: { 200: favouriteChangeResponseSchema } } },
    async (request) => {
      const { playerId } = requirePlayer(request)
      const { type, id } = request.params
      await removeFavourite(db, playerId, type, id)
      return { data: { type, id, favourite: false } }
    },
  )
  done()
}
