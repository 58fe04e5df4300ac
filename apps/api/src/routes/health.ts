import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import { sql } from 'kysely'
import { z } from 'zod'

const healthSchema = z.object({ status: z.literal('ok'), database: z.literal('ok') })

/** Liveness and readiness in one: answers 200 only when the database answers too. */
export const healthRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get('/healthz', { schema: { response: { 200: healthSchema } } }, async () => {
    await sql`select 1`.execute(app.db)
    return { status: 'ok', database: 'ok' } as const
  })
  done()
}
