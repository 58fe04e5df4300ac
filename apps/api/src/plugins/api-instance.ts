import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Kysely } from 'kysely'
import type { PushGateway } from '@sportsbook/push'
import type { BetWorkers } from '../bets/bet-workers'
import type { ResponseCache } from '../catalogue/response-cache'
import type { MatchSummaries } from '../catalogue/match-summaries'
import type { Database } from '../db/schema'
import type { PushTier } from '../push/publisher'

// What buildApp decorates the instance with, typed for every plugin and route.
import type { Notifier } from '../notifications/notifier'
import type { PlayerEvents } from '../notifications/player-events'
import type { ApiMetrics } from '../metrics/api-metrics'

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>
    catalogueCache: ResponseCache
    /** Each match as lists show it, kept until the match is written (decision 159). */
    matchSummaries: MatchSummaries
    push: PushGateway
    publisher: PushTier
    betWorkers: BetWorkers
    notifier: Notifier
    playerEvents: PlayerEvents
    metrics: ApiMetrics
    /** The node is stopping: readiness answers 503 so the balancer sends it nothing new. */
    draining: boolean
  }
}

export type ApiInstance = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>
