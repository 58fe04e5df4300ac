import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import { PUSH_CHANNELS, pushAuthorizeResponseSchema, pushTokenSchema } from '@sportsbook/contracts'
import {
  isPrivateChannel,
  signConnectionToken,
  signSubscriptionToken,
  tokenSecret,
} from '@sportsbook/push'
import type { FastifyRequest } from 'fastify'
import { z } from 'zod'

/** Tokens live this long; the centrifuge client refreshes them before they run out. */
const TOKEN_TTL_SECONDS = 15 * 60

const emulationBody = z.object({
  session: z.string().min(1).max(64),
  node: z.string().min(1).max(64),
  data: z.string().min(1).max(65_536),
})

const authorizeBody = z.object({ channels: z.array(z.string().min(1).max(255)).min(1).max(128) })

/** The signed-in player a request acts for (session cookie), or null when anonymous. */
const playerIdOf = (request: FastifyRequest): string | null => request.session?.playerId ?? null

/** A channel the caller may read: public ones for anyone, `$user:<id>` for that player only. */
function mayRead(channel: string, playerId: string | null): boolean {
  if (!isPrivateChannel(channel)) return true
  return playerId !== null && channel === PUSH_CHANNELS.player(playerId)
}

/**
 * POST /api/v2/websocket/token and /authorize (spec §5.4): tokens for the push gateway; and the
 * gateway's SSE fallback with its emulation endpoint (spec §7.2 "an emulation POST exists with
 * session, node, data").
 */
export const websocketRoutes: FastifyPluginCallbackZod<{ secret: string }> = (
  app,
  { secret },
  done,
) => {
  const key = tokenSecret(secret)

  app.post(
    '/api/v2/websocket/token',
    { schema: { response: { 200: pushTokenSchema } } },
    async (request) => {
      const playerId = playerIdOf(request)
      const token = await signConnectionToken(key, {
        sub: playerId ?? '',
        ttlSeconds: TOKEN_TTL_SECONDS,
      })
      return { token, ttl: TOKEN_TTL_SECONDS }
    },
  )

  app.post(
    '/api/v2/websocket/authorize',
    { schema: { body: authorizeBody, response: { 200: pushAuthorizeResponseSchema } } },
    async (request) => {
      const playerId = playerIdOf(request)
      const channels = await Promise.all(
        request.body.channels
          .filter((channel) => mayRead(channel, playerId))
          .map(async (channel) => ({
            channel,
            token: await signSubscriptionToken(key, {
              sub: playerId ?? '',
              channel,
              ttlSeconds: TOKEN_TTL_SECONDS,
            }),
          })),
      )
      return { channels }
    },
  )

  // The push fallback for browsers whose WebSocket is blocked: an event stream down, the
  // commands up in POSTs (the centrifuge client's `sse` transport; docs/push-protocol.md §8).
  app.get('/connection/sse', { config: { stream: true } }, (request, reply) => {
    reply.hijack()
    app.push.serveSse(request.raw, reply.raw)
  })
  app.post(
    '/connection/emulation',
    { schema: { body: emulationBody }, bodyLimit: 2 * 65_536 },
    async (request, reply) => {
      await app.push.emulate(request.body)
      return reply.status(204).send()
    },
  )
  done()
}
