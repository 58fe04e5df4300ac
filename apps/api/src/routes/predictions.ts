import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import { voteBodySchema, voteQuerySchema, voteResponseSchema } from '@sportsbook/contracts'
import { predict, predictionOf } from '../catalogue/predictions'
import { requirePlayer } from '../plugins/authentication'

/**
 * GET /api/v2/vote (everyone's picks, and the player's own) and POST /api/v2/vote (a player's
 * pick, until the match starts). Answers carry the player's pick: never cached.
 */
export const predictionRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/api/v2/vote',
    { schema: { querystring: voteQuerySchema, response: { 200: voteResponseSchema } } },
    async (request, reply) => {
      void reply.header('cache-control', 'private, no-store')
      const playerId = request.session?.playerId
      return { data: await predictionOf(app.db, request.query.prediction_id, playerId) }
    },
  )

  app.post(
    '/api/v2/vote',
    { schema: { body: voteBodySchema, response: { 200: voteResponseSchema } } },
    async (request) => {
      const { playerId } = requirePlayer(request)
      const { prediction_id: predictionId, data } = request.body
      return { data: await predict(app.db, playerId, predictionId, data) }
    },
  )
  done()
}
