import { randomBytes } from 'node:crypto'
import { hostname } from 'node:os'
import closeWithGrace from 'close-with-grace'
import { CentrifugoApi, RedisPushBroker } from '@sportsbook/push'
import type { PublicPushEvent } from '@sportsbook/contracts'
import { buildApp } from './app'
import { isPostgresUrl, migrateToLatest, openDatabase } from './db/database'
import { keepLease, type HeldLease } from './db/lease'
import { ensureCatalogue } from './catalogue/seed'
import { DEMO_PLAYERS, ensureDemoPlayers } from './players/demo-players'
import { readEnv } from './env'
import { createLogger } from './logger'
import { startFeedThread } from './feed/feed-thread'
import { startUofIntake } from './feed/uof-intake'
import { readCampaignFile } from './bonuses/campaign-file'
import { readJackpotFile } from './bonuses/jackpot-file'
import { serveMetrics } from './metrics/metrics-server'
import { storedPushSecret } from './db/cluster-secrets'

// The only file that listens. Everything else is built by `buildApp` so tests never open a port.
const env = readEnv()
const logger = createLogger(env)

const db = openDatabase({
  databaseUrl: env.DATABASE_URL,
  sqlitePath: env.DATABASE_PATH,
  onIdleError: (err) => {
    logger.warn({ err }, 'an idle database connection was lost; the pool opens a new one')
  },
})
const database = env.DATABASE_URL ? 'postgresql' : env.DATABASE_PATH
const applied = await migrateToLatest(db)
logger.info({ database, applied }, 'database ready')
const seeded = await ensureCatalogue(db, { seed: env.SEED, now: new Date().toISOString() })
if (seeded) logger.info({ seed: env.SEED }, 'seed catalogue generated')
if (env.DEMO_PLAYERS && (await ensureDemoPlayers(db)))
  logger.info({ players: DEMO_PLAYERS.map((p) => p.email) }, 'demo players created (see README)')

if (env.DEV_MAILBOX)
  logger.warn(
    'DEV_MAILBOX is on: e-mails and texts are readable at /platform/dev/mailbox from this machine',
  )
if (env.DEMO_PAYMENTS)
  logger.warn('DEMO_PAYMENTS is on: deposits are paid by the demo provider, not a real one')
// Unset, the key is generated once and kept in the database: the same on every node and restart.
const pushSecret = env.PUSH_TOKEN_SECRET ?? (await storedPushSecret(db))
// A bad campaigns file stops the start, naming the file and each field that is wrong.
const campaigns = env.BONUS_CAMPAIGNS_FILE ? readCampaignFile(env.BONUS_CAMPAIGNS_FILE) : []
if (campaigns.length > 0)
  logger.info({ campaigns: campaigns.map((c) => c.id) }, 'bonus campaigns loaded')
const jackpots = env.JACKPOTS_FILE ? readJackpotFile(env.JACKPOTS_FILE) : []
if (jackpots.length > 0) logger.info({ jackpots: jackpots.map((j) => j.id) }, 'jackpots loaded')
const app = buildApp({
  db,
  logger,
  catalogueCacheMs: env.CATALOGUE_CACHE_MS,
  siteUrl: env.SITE_URL,
  siteMirrors: env.SITE_MIRRORS,
  trustProxy: { addresses: env.TRUST_PROXY, hops: env.TRUST_PROXY_HOPS },
  devMailbox: env.DEV_MAILBOX,
  ...(env.DEMO_PAYMENTS && {
    demoPayments: { secret: env.DEMO_PAYMENTS_SECRET ?? randomBytes(32).toString('hex') },
  }),
  players: {
    blockedCountries: env.BLOCKED_COUNTRIES,
    autoConfirm: env.DEMO_AUTO_CONFIRM,
    secureCookies: env.COOKIE_SECURE,
    crossSiteCookies: env.COOKIE_CROSS_SITE,
    authAttemptsPerMinute: env.AUTH_ATTEMPTS_PER_MINUTE,
    termsVersion: env.TERMS_VERSION,
    requiredFields: env.REQUIRED_PROFILE_FIELDS,
    hostAuthSecret: env.HOST_AUTH_SECRET,
  },
  bets: { placementsPerMinute: env.PLACEMENTS_PER_MINUTE },
  bonuses: { campaigns, jackpots, multiActiveFreebets: env.MULTI_ACTIVE_FREEBETS },
  products: env.PRODUCTS,
  oddsTypes: env.ODDS_TYPES,
  customBets: env.CUSTOM_BETS,
  video: env.VIDEO,
  multiSingleProviders: env.MULTI_SINGLE_PROVIDERS,
  ...(env.GEO_COUNTRY_HEADER ? { geoCountryHeader: env.GEO_COUNTRY_HEADER } : {}),
  defaultCurrency: env.DEFAULT_CURRENCY,
  ...(env.CHAT_USER_SECRET ? { chatUserSecret: env.CHAT_USER_SECRET } : {}),
  ...(env.PARTNER_LAUNCH_URL &&
    env.PARTNER_LAUNCH_SECRET && {
      partner: { launchUrl: env.PARTNER_LAUNCH_URL, secret: env.PARTNER_LAUNCH_SECRET },
    }),
  push: {
    secret: pushSecret,
    allowedOrigins: env.PUSH_ALLOWED_ORIGINS,
    publicHistorySize: env.PUSH_HISTORY_SIZE,
    writeDelayMs: env.PUSH_WRITE_DELAY_MS,
    ...(env.PUSH_TIER === 'centrifugo' && {
      centrifugo: new CentrifugoApi({
        url: env.CENTRIFUGO_API_URL ?? '',
        key: env.CENTRIFUGO_API_KEY ?? '',
      }),
    }),
    ...(env.REDIS_URL && {
      broker: new RedisPushBroker(env.REDIS_URL, {
        onError: (err) => {
          logger.warn({ err }, 'redis connection problem; the push broker reconnects')
        },
      }),
    }),
  },
})

/** What the feed publishes also drives settlement and live cash-out values. */
const feedPublisher = {
  publish(channel: string, event: PublicPushEvent) {
    app.publisher.publish(channel, event)
    if (env.FEED_SOURCE === 'simulator') app.metrics.feedMessages.inc({ producer: 'simulator' })
    app.betWorkers.onFeedEvent(event)
    // A match that kicks off or ends changes the lists: none is served from before it (a live
    // list refetched on a kick-off must show the match).
    if (event.type === 'match_status_changed') app.catalogueCache.clear()
  },
}

/** Starts the feed (its writes checked against `lease`, when there is one); answers its stop. */
function startFeed(lease: HeldLease | undefined): () => Promise<void> {
  if (!env.FEED_ENABLED) return () => Promise.resolve()
  if (env.FEED_SOURCE === 'uof') {
    const started = startUofIntake(app.db, feedPublisher, app.log, {
      amqpUrl: env.AMQP_URL ?? '',
      exchange: env.UOF_EXCHANGE,
      products: env.UOF_PRODUCERS,
      aliveTimeoutMs: env.UOF_ALIVE_TIMEOUT_MS,
      recoveryUrl: env.UOF_RECOVERY_URL ?? '',
      accessToken: env.UOF_ACCESS_TOKEN ?? '',
      settleOnUnconfirmed: env.SETTLE_ON_UNCONFIRMED,
      onReopened: (bets) => app.betWorkers.reopened(bets),
      metrics: app.metrics,
      ...(lease && { lease }),
    })
    started.catch((err: unknown) => {
      app.log.fatal({ err }, 'the UOF intake did not start')
      process.exit(1)
    })
    return async () => {
      await (
        await started
      )()
    }
  }
  app.log.info({ speed: env.FEED_SPEED }, 'simulated feed running on its own thread')
  return startFeedThread(
    {
      databaseUrl: env.DATABASE_URL,
      sqlitePath: env.DATABASE_PATH,
      seed: env.SEED,
      speed: env.FEED_SPEED,
      tickMs: env.FEED_TICK_MS,
      ...(lease && { lease }),
    },
    feedPublisher,
    app.log,
  )
}

let holdsLease = false
/** The feed and the bet workers; answers their stop. */
function startBackground(lease?: HeldLease): () => Promise<void> {
  holdsLease = lease !== undefined
  app.betWorkers.start()
  const stopFeed = startFeed(lease)
  return async () => {
    holdsLease = false
    await stopFeed()
    await app.betWorkers.stop()
  }
}

// On PostgreSQL, api nodes share the database: the feed and the bet workers run on one node at a
// time, the one holding the background lease (decision 149). SQLite is one machine's embedded
// database, and its one node runs them outright.
const stopBackground = isPostgresUrl(env.DATABASE_URL)
  ? keepLease(
      app.db,
      {
        name: 'background',
        holder: `${hostname()}:${String(process.pid)}`,
        ttlMs: env.LEASE_TTL_MS,
      },
      startBackground,
      app.log,
    )
  : startBackground()
if (isPostgresUrl(env.DATABASE_URL)) app.metrics.watchLease('background', () => holdsLease)
// Stopped first on shutdown, so nothing publishes into a closed broker or a closed database.
app.addHook('preClose', stopBackground)

const inUse = (error: unknown) =>
  error instanceof Error && 'code' in error && error.code === 'EADDRINUSE'
/** Stops the start with one line naming what went wrong. */
async function failStart(error: unknown, port: number, variable: string): Promise<never> {
  if (inUse(error))
    app.log.fatal(`Port ${String(port)} is in use. Set ${variable} to another port.`)
  else app.log.fatal({ err: error }, 'api failed to start')
  await app.close()
  process.exit(1)
}

const metricsPort = env.METRICS_PORT
const metricsServer =
  metricsPort === undefined
    ? undefined
    : await serveMetrics(app.metrics, { host: env.METRICS_HOST, port: metricsPort }).catch(
        (error: unknown) => failStart(error, metricsPort, 'METRICS_PORT'),
      )
if (metricsServer)
  logger.info({ host: env.METRICS_HOST, port: env.METRICS_PORT }, 'metrics served at /metrics')

closeWithGrace(
  { delay: env.SHUTDOWN_DRAIN_MS + env.SHUTDOWN_GRACE_MS },
  async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an uncaught error')
    else app.log.info({ signal }, 'shutting down: finishing in-flight requests')
    // Readiness answers 503 from now on; the balancer sends this node nothing new once its checks
    // have seen it, while the background work is handed over to another node.
    app.draining = true
    await Promise.all([
      stopBackground(),
      new Promise((resolve) => setTimeout(resolve, err ? 0 : env.SHUTDOWN_DRAIN_MS)),
    ])
    await app.close()
    metricsServer?.close()
    app.log.info('api stopped')
  },
)

try {
  await app.listen({ host: env.API_HOST, port: env.API_PORT })
} catch (error) {
  await failStart(error, env.API_PORT, 'API_PORT')
}
