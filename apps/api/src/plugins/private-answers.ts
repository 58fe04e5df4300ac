import type { FastifyInstance } from 'fastify'

/** Every answer of the routes in this plugin's scope is one player's own: never cached. */
export function answersArePrivate(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'private, no-store')
  })
}
