import type { FastifyInstance } from 'fastify'
import { newId } from '../db/ids'

/** Request ids: ours (a client's header is never taken), unique across nodes, time-ordered. */
export const newRequestId = (): string => newId()

/**
 * Every answer names its request (`x-request-id`): what a player reports or a balancer logs
 * leads to the node's log lines, and for a placement to its bets (their placement id).
 */
export function answerRequestIds(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    void reply.header('x-request-id', request.id)
    done()
  })
}
