import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import { sql } from 'kysely'
import { z } from 'zod'
import { API_ERROR_CODES } from '@sportsbook/contracts'
import { ApiFailure } from '../plugins/error-handler'

const healthSchema = z.object({ status: z.literal('ok'), database: z.literal('ok') })

/**
 * Liveness and readiness for a balancer or an orchestrator (decision 150). `/livez`: the process
 * answers. `/readyz`: it should be sent players' requests — the database answers and the node is
 * not draining (a stopping node says 503 from its signal on, while it finishes what it has).
 * `/healthz` is readiness's older name.
 */
export const healthRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const ready = async () => {
    if (app.draining)
      throw new ApiFailure(503, API_ERROR_CODES.unavailable, 'This node is shutting down')
    await sql`select 1`.execute(app.db)
    return { status: 'ok', database: 'ok' } as const
  }
  // A balancer asks every second: its checks are not logged unless they fail.
  const quiet = { logLevel: 'warn' as const }
  const schema = { response: { 200: healthSchema } }
  app.get('/healthz', { schema, ...quiet }, ready)
  app.get('/readyz', { schema, ...quiet }, ready)
  app.get(
    '/livez',
    { schema: { response: { 200: z.object({ status: z.literal('ok') }) } }, ...quiet },
    () => Promise.resolve({ status: 'ok' as const }),
  )
  done()
}
