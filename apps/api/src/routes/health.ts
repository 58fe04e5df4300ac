import { sql } from 'kysely'
import { z } from 'zod'
import type { ApiInstance } from '../app'

const healthSchema = z.object({ status: z.literal('ok'), database: z.literal('ok') })

/** Liveness and readiness in one: answers 200 only when the database answers too. */
export function healthRoutes(app: ApiInstance): void {
  app.get('/healthz', { schema: { response: { 200: healthSchema } } }, async () => {
    await sql`select 1`.execute(app.db)
    return { status: 'ok', database: 'ok' } as const
  })
}
