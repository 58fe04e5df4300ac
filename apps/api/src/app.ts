import Fastify, { type FastifyBaseLogger } from 'fastify'
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod'
import type { ApiInstance } from './plugins/api-instance'
import type { Kysely } from 'kysely'
import type { Database } from './db/schema'
import { closeConnectionsOnShutdown } from './plugins/close-connections-on-shutdown'
import { trackRequestsInFlight } from './plugins/requests-in-flight'
import { demoStreamRoutes } from './routes/demo-stream'
import { favouriteRoutes } from './routes/favourites'
import { registerErrorHandling } from './plugins/error-handler'
import { randomBytes } from 'node:crypto'
import { PushGateway, type CentrifugoApi, type PushBroker } from '@sportsbook/push'
import { playerEventsOf } from './notifications/player-events'
import { centrifugoPublisher, gatewayPublisher, pushNamespaces } from './push/publisher'
import { websocketRoutes } from './routes/websocket'
import formbody from '@fastify/formbody'
import rateLimit from '@fastify/rate-limit'
import { API_ERROR_CODES, type Product } from '@sportsbook/contracts'
import { authentication } from './plugins/authentication'
import { ApiFailure, frameworkErrors } from './plugins/error-handler'
import { platformDepositRoutes } from './routes/platform-deposits'
import { devMailboxRoutes } from './routes/dev-mailbox'
import { platformPlayerRoutes } from './routes/platform-player'
import { playerPhoneRoutes } from './routes/player-phone'
import { playerSettingsRoutes } from './routes/player-settings'
import { partnerLaunchRoutes } from './routes/partner-launch'
import { DEFAULT_OPERATOR_OPTIONS, operatorSwitches } from './players/settings'
import type { PartnerConfig } from './partners/launch'
import { responsibleGamblingRoutes } from './routes/responsible-gambling'
import { platformUserRoutes, type PlayerPolicy } from './routes/platform-users'
import { ResponseCache } from './catalogue/response-cache'
import { MatchSummaries } from './catalogue/match-summaries'
import { catalogueRoutes } from './routes/catalogue'
import { healthRoutes } from './routes/health'
import { ApiMetrics } from './metrics/api-metrics'
import { measureRequests } from './metrics/http-metrics'
import { poolStats } from './db/database'
import { answerRequestIds, newRequestId } from './plugins/request-ids'
import { betRoutes } from './routes/bets'
import { notificationRoutes } from './routes/notifications'
import { notifierOf } from './notifications/notifier'
import { bonusRoutes } from './routes/bonuses'
import type { CampaignDefinition } from './bonuses/campaign-file'
import { campaignsOf, syncCampaigns } from './bonuses/campaigns'
import type { JackpotDefinition } from './bonuses/jackpot-file'
import { jackpotsOf, syncJackpots, type Random } from './bonuses/jackpots'
import { jackpotRoutes } from './routes/jackpots'
import { BetWorkers } from './bets/bet-workers'
import { syncTournaments } from './bonuses/tournament-pools'
import type { PlacementPolicy } from './bets/placement'
import type { TraderPolicy } from './bets/trader'
import { trustedProxies } from './plugins/trusted-proxies'
import { visitorCountry } from './plugins/visitor-country'
import { systemRoutes } from './routes/system'
import { predictionRoutes } from './routes/predictions'
import { chatUserRoutes } from './routes/chat-user'
import { rejectNulBytes } from './plugins/input-guards'
import { securityHeaders } from './plugins/security-headers'
import {
  DEFAULT_BET_LIMIT_UNITS,
  ODDS_FORMATS,
  betLimitsFor,
  currencyOf,
  slipRulesFor,
  type CurrencyCode,
  type OddsFormat,
} from '@sportsbook/domain'

export type { ApiInstance }

export interface BuildAppOptions {
  db: Kysely<Database>
  /** Omit for a silent app (tests). */
  logger?: FastifyBaseLogger
  /** How long a catalogue answer is reused; 0 turns the cache off (tests of fresh data). */
  catalogueCacheMs?: number
  /** The push gateway at /connection/websocket. */
  push?: {
    /** HS256 secret of push tokens; nodes behind one load balancer share it. Random if absent. */
    readonly secret?: string | undefined
    /** Browser origins allowed to open the WebSocket besides the api's own host. */
    readonly allowedOrigins?: readonly string[]
    /** Shared by the nodes (Redis); in-memory by default. */
    readonly broker?: PushBroker
    /** Publications each public channel keeps for recovery (DEFAULT_PUBLIC_HISTORY_SIZE). */
    readonly publicHistorySize?: number
    /** How long a connection holds its pushes to send them in one frame (0: at once). */
    readonly writeDelayMs?: number
    /** Publish through Centrifugo's server API instead of this node's gateway (decision 151). */
    readonly centrifugo?: CentrifugoApi
  }
  /** The public address of the site: every link the api e-mails is built on it. */
  siteUrl?: string
  /** Origins of the site's mirrors: a way back may also be on them. */
  siteMirrors?: readonly string[]
  /**
   * Proxies whose X-Forwarded-For is believed: the addresses they connect from and how many
   * hops there are (default: the web server on this machine, one hop).
   */
  trustProxy?: { readonly addresses: readonly string[]; readonly hops: number }
  /** Serve the development mailbox page to loopback clients (development only; off by default). */
  devMailbox?: boolean
  /** The demo payment provider, its outcome reports signed with this secret; off when absent. */
  demoPayments?: { readonly secret: string }
  /** Sign-up and sign-in policy; defaults: no blocked country, confirmation by e-mail. */
  players?: Partial<PlayerPolicy>
  /** Bet limits and the simulated VIP trader; defaults in `packages/domain` and below. */
  bets?: Partial<PlacementPolicy> & { readonly trader?: Partial<TraderPolicy> }
  /** The operator's bonus campaigns (none by default) and the freebet policy. */
  bonuses?: {
    readonly campaigns?: readonly CampaignDefinition[]
    /** Several freebets may be active at once (settings' isMultiActiveFreebetsAllowed). */
    readonly multiActiveFreebets?: boolean
    /** The operator's jackpots (none by default). */
    readonly jackpots?: readonly JackpotDefinition[]
    /** Draws the jackpots' hidden drop points; crypto by default (tests pass their own). */
    readonly random?: Random
  }
  /** The sections the operator turned on (none by default) and the partner that runs three. */
  products?: readonly Product[]
  /** The odds formats offered to players (all by default). */
  oddsTypes?: readonly OddsFormat[]
  /** The bet builder (custom bets) is offered: on by default. */
  customBets?: boolean
  /** Live video streams are offered: on by default. */
  video?: boolean
  /** Providers whose selections may form a multi-single (betradar and oddin by default). */
  multiSingleProviders?: readonly string[]
  /** The header the operator's edge sets to the visitor's country; none: not known. */
  geoCountryHeader?: string
  /** The currency a new player's account is preselected in (EUR by default). */
  defaultCurrency?: CurrencyCode
  /** Keys players' ids at the match-chat provider; none: GET /watchersio/userid is not served. */
  chatUserSecret?: string
  partner?: PartnerConfig
  /** The node's Prometheus metrics (a registry of its own by default). */
  metrics?: ApiMetrics
}

/**
 * The simulated trader's default: decide after 5 s; accept a VIP bet unless it could pay more
 * than 40 % of the currency's payout limit.
 */
function defaultTrader(limitUnits: PlacementPolicy['limitUnits']): TraderPolicy {
  return {
    decisionMs: 5000,
    pollMs: 1000,
    accepts: ({ potentialWin, currency }) => {
      const known = currencyOf(currency)
      if (!known.ok) return false
      return potentialWin * 10 <= betLimitsFor(known.value, limitUnits).maxPayoutSubunits * 4
    },
  }
}

/**
 * The whole api as one Fastify instance that does not listen: `server.ts` listens,
 * tests call `app.inject()`. Closing the app closes the database.
 */
export function buildApp({
  db,
  logger,
  catalogueCacheMs = 1000,
  push = {},
  players = {},
  siteUrl = 'http://localhost:3000',
  siteMirrors = [],
  trustProxy = { addresses: ['127.0.0.1', '::1'], hops: 1 },
  devMailbox = false,
  demoPayments,
  bets = {},
  bonuses = {},
  products = [],
  partner,
  oddsTypes = ODDS_FORMATS,
  customBets = DEFAULT_OPERATOR_OPTIONS.customBets,
  video = DEFAULT_OPERATOR_OPTIONS.video,
  multiSingleProviders = DEFAULT_OPERATOR_OPTIONS.multiSingleProviders,
  geoCountryHeader,
  defaultCurrency = 'EUR',
  chatUserSecret,
  metrics = new ApiMetrics(),
}: BuildAppOptions): ApiInstance {
  const site = new URL(siteUrl)
  const termsVersion = players.termsVersion ?? '1'
  const requiredFields = players.requiredFields ?? []
  const trust = trustedProxies(trustProxy.addresses, trustProxy.hops)
  const blockedCountries = players.blockedCountries ?? []
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: false }),
    // Behind the Next.js rewrite (and, scaled out, a load balancer): only those hops' own
    // X-Forwarded-For entries are believed, never what a client wrote in front of them.
    trustProxy: trust,
    // Finish in-flight requests on close; idle keep-alive sockets are closed at once.
    forceCloseConnections: 'idle',
    frameworkErrors,
    // Unique across nodes and never a client's: a placement keeps its request's id on its bets,
    // so the logs follow a bet from placement to settlement (reqId).
    genReqId: newRequestId,
  }).withTypeProvider<ZodTypeProvider>()

  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  app.decorate('db', db)
  app.decorate('metrics', metrics)
  app.decorate('draining', false)
  measureRequests(app, metrics)
  answerRequestIds(app)
  const pool = poolStats(db)
  if (pool) metrics.watchDatabasePool(pool)
  const secret = push.secret ?? randomBytes(32).toString('hex')
  const gateway = new PushGateway({
    secret,
    namespaces: pushNamespaces(push.publicHistorySize),
    allowedOrigins: push.allowedOrigins ?? [],
    log: app.log,
    ...(push.broker ? { broker: push.broker } : {}),
    ...(push.writeDelayMs !== undefined && { options: { writeDelayMs: push.writeDelayMs } }),
  })
  gateway.attach(app.server)
  metrics.watchPush(() => gateway.stats())
  app.decorate('push', gateway)
  app.decorate(
    'publisher',
    push.centrifugo
      ? centrifugoPublisher(push.centrifugo, app.log)
      : gatewayPublisher(gateway, app.log),
  )
  app.decorate('notifier', notifierOf(db, app.publisher, app.log))
  // Clients are told to reconnect (3001) before the server stops taking requests.
  app.addHook('preClose', async () => {
    await gateway.close()
  })
  const campaigns = campaignsOf(bonuses.campaigns ?? [])
  const jackpots = jackpotsOf(bonuses.jackpots ?? [])
  const placementPolicy: PlacementPolicy = {
    limitUnits: bets.limitUnits ?? DEFAULT_BET_LIMIT_UNITS,
    // Two a second on average: far above a person, low enough to slow a script down.
    placementsPerMinute: bets.placementsPerMinute ?? 120,
    profile: { termsVersion, requiredFields },
    campaigns,
    rules: slipRulesFor(multiSingleProviders),
    customBets,
    jackpots,
    ...(bonuses.random ? { random: bonuses.random } : {}),
  }
  app.decorate('playerEvents', playerEventsOf(app.publisher, app.notifier, campaigns))
  const betWorkers = new BetWorkers(db, app.publisher, app.playerEvents, app.log, {
    trader: { ...defaultTrader(placementPolicy.limitUnits), ...bets.trader },
    campaigns,
    metrics,
  })
  app.decorate('betWorkers', betWorkers)
  // Started by server.ts; stopped before the database closes.
  app.addHook('preClose', async () => {
    await betWorkers.stop()
  })
  app.decorate('catalogueCache', new ResponseCache({ ttlMs: catalogueCacheMs, maxEntries: 5000 }))
  app.decorate('matchSummaries', new MatchSummaries())
  const inFlight = trackRequestsInFlight(app)
  app.addHook('onClose', async () => {
    // Handlers of clients that hung up may still be writing.
    await inFlight.drained(5000)
    await db.destroy()
  })
  app.addHook('onReady', async () => {
    await syncCampaigns(db, campaigns)
    await syncTournaments(db, campaigns)
    await syncJackpots(db, jackpots, bonuses.random)
  })
  closeConnectionsOnShutdown(app)
  registerErrorHandling(app)
  rejectNulBytes(app)

  void app.register(healthRoutes)
  void app.register(catalogueRoutes, { video })
  if (video) void app.register(demoStreamRoutes)
  void app.register(authentication)
  void app.register(visitorCountry, { header: geoCountryHeader, trust })
  void app.register(securityHeaders, { https: site.protocol === 'https:' })
  void app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new ApiFailure(
        429,
        API_ERROR_CODES.tooManyRequests,
        `Too many attempts: try again in ${context.after}`,
      ),
  })
  // Routes that read the session, declared once the plugins above have loaded.
  void app.register(async (scope) => {
    // Form posts reach the routes that read the session, so the CSRF checks refuse a form sent
    // from another site with 403 (the demo provider's return is a form post too).
    await scope.register(formbody)
    await scope.register(websocketRoutes, { secret })
    await scope.register(platformUserRoutes, {
      blockedCountries,
      autoConfirm: players.autoConfirm ?? false,
      secureCookies: (players.secureCookies ?? false) || site.protocol === 'https:',
      site,
      crossSiteCookies: players.crossSiteCookies ?? false,
      authAttemptsPerMinute: players.authAttemptsPerMinute ?? 10,
      campaigns,
      termsVersion,
      requiredFields,
      hostAuthSecret: players.hostAuthSecret,
    })
    await scope.register(platformPlayerRoutes, { termsVersion, requiredFields })
    await scope.register(platformDepositRoutes, {
      demoPayments,
      siteOrigins: [site.origin, ...siteMirrors],
      profile: { termsVersion, requiredFields },
      campaigns,
    })
    await scope.register(bonusRoutes, {
      campaigns,
      multiActiveFreebets: bonuses.multiActiveFreebets ?? false,
      ...(bonuses.random ? { random: bonuses.random } : {}),
      defaultCurrency,
    })
    await scope.register(playerSettingsRoutes, {
      switches: operatorSwitches({
        products,
        multiActiveFreebets: bonuses.multiActiveFreebets ?? false,
        oddsTypes,
        customBets,
        video,
        multiSingleProviders,
      }),
    })
    await scope.register(partnerLaunchRoutes, {
      products,
      partner,
      profile: { termsVersion, requiredFields },
    })
    await scope.register(systemRoutes, { requiredFields, blockedCountries, defaultCurrency })
    await scope.register(playerPhoneRoutes)
    await scope.register(responsibleGamblingRoutes)
    await scope.register(betRoutes, { ...placementPolicy, site })
    await scope.register(favouriteRoutes)
    await scope.register(predictionRoutes)
    await scope.register(jackpotRoutes, { jackpots })
    if (chatUserSecret) await scope.register(chatUserRoutes, { secret: chatUserSecret })
    await scope.register(notificationRoutes)
    if (devMailbox) await scope.register(devMailboxRoutes)
  })
  return app
}
