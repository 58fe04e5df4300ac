import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import {
  API_ERROR_CODES,
  jackpotHitsQuerySchema,
  jackpotHitsResponseSchema,
  jackpotIdParamsSchema,
  jackpotResponseSchema,
  jackpotsResponseSchema,
  slipBonusesBodySchema,
  slipJackpotsResponseSchema,
} from '@sportsbook/contracts'
import { jackpotById, jackpotHits, listJackpots, slipJackpots } from '../bonuses/jackpot-views'
import type { Jackpots } from '../bonuses/jackpots'
import { requestLocale } from '../catalogue/request-locale'
import { requirePlayer } from '../plugins/authentication'
import { Refused } from '../errors/refused'

/**
 * The jackpot calls of spec §7.5 (decision 134): the running jackpots and their pools, one
 * jackpot, its hits, and which jackpots a slip's bets play for. Pools move with every bet, so
 * answers are never cached; a player's own hits need their session.
 */
export const jackpotRoutes: FastifyPluginCallbackZod<{ readonly jackpots: Jackpots }> = (
  app,
  { jackpots },
  done,
) => {
  const { db } = app
  const locale = (request: { headers: { 'accept-language'?: string | undefined } }) =>
    requestLocale(request.headers['accept-language'])
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'private, no-store')
  })

  app.get(
    '/api/v2/jackpots',
    { schema: { response: { 200: jackpotsResponseSchema } } },
    async (request) => ({ data: await listJackpots(db, jackpots, locale(request)) }),
  )

  app.get(
    '/api/v2/jackpots/:id',
    { schema: { params: jackpotIdParamsSchema, response: { 200: jackpotResponseSchema } } },
    async (request) => {
      const jackpot = await jackpotById(db, jackpots, request.params.id, locale(request))
      if (!jackpot) throw new Refused(API_ERROR_CODES.notFound, 'No such jackpot')
      return { data: jackpot }
    },
  )

  app.post(
    '/api/v2/jackpots',
    { schema: { body: slipBonusesBodySchema, response: { 200: slipJackpotsResponseSchema } } },
    async (request) => ({
      data: await slipJackpots(db, jackpots, request.body, locale(request)),
    }),
  )

  app.get(
    '/api/v2/jackpot-hits',
    {
      schema: { querystring: jackpotHitsQuerySchema, response: { 200: jackpotHitsResponseSchema } },
    },
    async (request) => {
      const playerId = request.query.forUser ? requirePlayer(request).playerId : undefined
      return { data: await jackpotHits(db, jackpots, request.query, playerId, locale(request)) }
    },
  )
  done()
}
