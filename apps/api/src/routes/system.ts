import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import { systemDataSchema } from '@sportsbook/contracts'
import { systemData, type SystemPolicy } from '../players/system-data'

/** GET /api/v2/system: locales, profile fields, currencies, countries, the visitor's country. */
export const systemRoutes: FastifyPluginCallbackZod<SystemPolicy> = (app, policy, done) => {
  app.get(
    '/api/v2/system',
    { schema: { response: { 200: systemDataSchema } } },
    async (request, reply) => {
      // The visitor's country is theirs: no shared cache may keep one for another.
      void reply.header('cache-control', 'private, no-store')
      return systemData(policy, request.visitorCountry)
    },
  )
  done()
}
