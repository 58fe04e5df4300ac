import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import {
  API_ERROR_CODES,
  favouriteChangeResponseSchema,
  favouriteMatchesResponseSchema,
  favouriteParamsSchema,
  favouritesQuerySchema,
  favouriteTournamentsResponseSchema,
  type FavouriteType,
  favouriteTypeParamsSchema,
  MAX_PAGE_SIZE,
} from '@sportsbook/contracts'
import type { Kysely } from 'kysely'
import { z } from 'zod'
import { requestLocale } from '../catalogue/request-locale'
import { listMatches } from '../catalogue/matches'
import { listTournaments } from '../catalogue/sports'
import type { Database } from '../db/schema'
import { requirePlayer } from '../plugins/authentication'
import { ApiFailure } from '../plugins/error-handler'

/** A player keeps at most this many favourites of each type (one page of the list). */
export const MAX_FAVOURITES = MAX_PAGE_SIZE

async function favouriteIds(db: Kysely<Database>, playerId: string, type: FavouriteType) {
  const rows = await db
    .selectFrom('favourites')
    .select('entity_id')
    .where('player_id', '=', playerId)
    .where('type', '=', type)
    .execute()
  return rows.map((row) => row.entity_id)
}

/** Whether the match or league exists: a favourite always names a real entity. */
async function exists(db: Kysely<Database>, type: FavouriteType, id: string) {
  const table = type === 'matches' ? 'matches' : 'tournaments'
  return (
    (await db.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst()) !== undefined
  )
}

/**
 * GET /api/v2/favourites/{type} (the player's matches by start time, or leagues by priority),
 * POST and DELETE /api/v2/favourites/{type}/{id}; both writes are idempotent, so a client's
 * optimistic toggle can repeat them safely. Private to the player: never cached.
 */
export const favouriteRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { db } = app

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
      const ids = await favouriteIds(db, playerId, request.params.type)
      if (request.params.type === 'tournaments') {
        const page = await listTournaments(db, { ids, page: 1, limit: MAX_FAVOURITES }, locale)
        return favouriteTournamentsResponseSchema.parse({ data: ids.length ? page.data : [] })
      }
      if (ids.length === 0) return { data: [] }
      const page = await listMatches(
        db,
        { ...request.query, id: ids, page: 1, limit: MAX_FAVOURITES },
        locale,
      )
      return favouriteMatchesResponseSchema.parse({ data: page.data })
    },
  )

  app.post(
    '/api/v2/favourites/:type/:id',
    { schema: { params: favouriteParamsSchema, response: { 200: favouriteChangeResponseSchema } } },
    async (request) => {
      const { playerId } = requirePlayer(request)
      const { type, id } = request.params
      if (!(await exists(db, type, id)))
        throw new ApiFailure(404, API_ERROR_CODES.notFound, `${type} ${id} not found`)
      const count = (await favouriteIds(db, playerId, type)).length
      if (count >= MAX_FAVOURITES)
        throw new ApiFailure(
          409,
          API_ERROR_CODES.favouritesFull,
          `At most ${MAX_FAVOURITES} favourite ${type}`,
        )
      await db
        .insertInto('favourites')
        .values({ player_id: playerId, type, entity_id: id, created_at: new Date().toISOString() })
        .onConflict((oc) => oc.columns(['player_id', 'type', 'entity_id']).doNothing())
        .execute()
      return { data: { type, id, favourite: true } }
    },
  )

  app.delete(
    '/api/v2/favourites/:type/:id',
    { schema: { params: favouriteParamsSchema, response: { 200: favouriteChangeResponseSchema } } },
    async (request) => {
      const { playerId } = requirePlayer(request)
      const { type, id } = request.params
      await db
        .deleteFrom('favourites')
        .where('player_id', '=', playerId)
        .where('type', '=', type)
        .where('entity_id', '=', id)
        .execute()
      return { data: { type, id, favourite: false } }
    },
  )
  done()
}
