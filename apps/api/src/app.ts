import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type RawReplyDefaultExpression,
  type RawRequestDefaultExpression,
  type RawServerDefault,
} from 'fastify'
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod'
import type { Kysely } from 'kysely'
import type { Database } from './db/schema'
import { closeConnectionsOnShutdown } from './plugins/close-connections-on-shutdown'
import { registerErrorHandling } from './plugins/error-handler'
import { InMemoryBroker, type Broker } from './broker/broker'
import { ResponseCache } from './catalogue/response-cache'
import { catalogueRoutes } from './routes/catalogue'
import { healthRoutes } from './routes/health'

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>
    catalogueCache: ResponseCache
    broker: Broker
  }
}

export type ApiInstance = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>

export interface BuildAppOptions {
  db: Kysely<Database>
  /** Omit for a silent app (tests). */
  logger?: FastifyBaseLogger
  /** How long a catalogue answer is reused; 0 turns the cache off (tests of fresh data). */
  catalogueCacheMs?: number
  /** Where push events go; in-memory by default. */
  broker?: Broker
}

/**
 * The whole api as one Fastify instance that does not listen: `server.ts` listens,
 * tests call `app.inject()`. Closing the app closes the database.
 */
export function buildApp({
  db,
  logger,
  catalogueCacheMs = 1000,
  broker = new InMemoryBroker(),
}: BuildAppOptions): ApiInstance {
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: false }),
    // Behind the Next.js rewrite and, in production, a load balancer.
    trustProxy: true,
    // Finish in-flight requests on close; idle keep-alive sockets are closed at once.
    forceCloseConnections: 'idle',
  }).withTypeProvider<ZodTypeProvider>()

  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  app.decorate('db', db)
  app.decorate('broker', broker)
  app.decorate('catalogueCache', new ResponseCache({ ttlMs: catalogueCacheMs, maxEntries: 5000 }))
  app.addHook('onClose', async () => {
    await db.destroy()
  })
  closeConnectionsOnShutdown(app)
  registerErrorHandling(app)

  healthRoutes(app)
  catalogueRoutes(app)
  return app
}
