import type { FastifyInstance } from 'fastify'

/**
 * Fastify closes idle keep-alive sockets when it starts closing, but a socket busy with a
 * request then stays open as keep-alive and holds the shutdown until its timeout. Asking
 * the client to close it with the last response lets the process exit once the work is done.
 */
export function closeConnectionsOnShutdown(app: FastifyInstance): void {
  let closing = false
  app.addHook('preClose', (done) => {
    closing = true
    done()
  })
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) reply.header('connection', 'close')
    return payload
  })
}
