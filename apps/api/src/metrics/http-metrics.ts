import type { FastifyInstance } from 'fastify'
import type { ApiMetrics } from './api-metrics'

/**
 * Times every answered request by its route pattern (`/api/v3/bets/:id`, never the raw URL, so
 * the labels stay few); requests no route matched count under "unmatched".
 */
export function measureRequests(app: FastifyInstance, metrics: ApiMetrics): void {
  app.addHook('onResponse', (request, reply, done) => {
    metrics.httpDuration.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status_code: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    )
    done()
  })
}
