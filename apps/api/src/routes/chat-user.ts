import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import { chatUserResponseSchema } from '@sportsbook/contracts'
import { chatUserId } from '../players/chat-user-id'
import { requirePlayer } from '../plugins/authentication'

/** GET /api/v2/watchersio/userid: the signed-in player's id at the match-chat provider. */
export const chatUserRoutes: FastifyPluginCallbackZod<{ readonly secret: string }> = (
  app,
  { secret },
  done,
) => {
  app.get(
    '/api/v2/watchersio/userid',
    { schema: { response: { 200: chatUserResponseSchema } } },
    async (request, reply) => {
      const { playerId } = requirePlayer(request)
      void reply.header('cache-control', 'private, no-store')
      return { data: { user_id: chatUserId(secret, playerId) } }
    },
  )
  done()
}
