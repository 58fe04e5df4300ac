import { fileURLToPath } from 'node:url'
import proxyAddr from '@fastify/proxy-addr'
import { commaList, listItems } from '@sportsbook/contracts'
import { z } from 'zod'
import { PRODUCTS, isPartnerProduct } from '@sportsbook/contracts'
import {
  CURRENCIES,
  DEFAULT_MULTI_SINGLE_PROVIDERS,
  isCurrencyCode,
  ODDS_FORMATS,
  PROFILE_FIELDS,
  PROVIDERS,
} from '@sportsbook/domain'
import { DEFAULT_PUBLIC_HISTORY_SIZE } from './push/publisher'

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url))

const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .default('false')
  .transform((value) => value === 'true' || value === '1')

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    /**
     * The public address of the site players use. Every link the api sends (confirmation, reset,
     * unlock e-mails) is built on it, never on a request's Host or X-Forwarded-* headers; an
     * https address also makes the session cookie Secure.
     */
    SITE_URL: z
      .url()
      .refine((url) => /^https?:$/.test(new URL(url).protocol), 'Expected an http(s) address')
      .default('http://localhost:3000'),
    /**
     * Other addresses the same site is served on (mirrors), comma-separated: a wallet page's way
     * back may be on them too. Links the api e-mails stay on SITE_URL.
     */
    SITE_MIRRORS: commaList.pipe(z.array(z.url().transform((url) => new URL(url).origin))),
    /**
     * Proxies in front of the api whose X-Forwarded-For is believed: the addresses (or subnets)
     * they connect from, and how many of them there are. By default the web server on this
     * machine, one hop; 0 hops: the socket's address is the client's.
     */
    TRUST_PROXY: commaList
      .refine((entries) => {
        try {
          proxyAddr.compile(entries)
          return true
        } catch {
          return false
        }
      }, 'Expected IP addresses or subnets (10.0.0.0/8), or loopback / linklocal / uniquelocal')
      .default(['127.0.0.1', '::1']),
    TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(1),
    /** Development only: GET /platform/dev/mailbox shows every e-mail and SMS (loopback clients). */
    DEV_MAILBOX: booleanFlag,
    /**
     * Development only: the demo payment provider (a hosted page where the player chooses the
     * outcome). Off: deposits answer 503 until a real provider is integrated.
     */
    DEMO_PAYMENTS: booleanFlag,
    /** HMAC secret signing the demo provider's outcome reports (random per process if unset). */
    DEMO_PAYMENTS_SECRET: z.string().min(32, 'Expected at least 32 characters').optional(),
    API_HOST: z.string().min(1).default('127.0.0.1'),
    API_PORT: z.coerce.number().int().min(0).max(65_535).default(4000),
    DATABASE_PATH: z.string().min(1).default(`${repoRoot}data/sportsbook.db`),
    /** A postgres:// URL switches from SQLite to PostgreSQL. */
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'Expected a postgres:// URL')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    /** Seed of the generated catalogue an empty database starts with. */
    SEED: z.coerce.number().int().nonnegative().default(1),
    CATALOGUE_CACHE_MS: z.coerce.number().int().nonnegative().default(1000),
    /** The simulated feed: on by default; its clock runs FEED_SPEED times the wall clock. */
    FEED_ENABLED: booleanFlag.default(true),
    FEED_SPEED: z.coerce.number().positive().max(1000).default(1),
    FEED_TICK_MS: z.coerce.number().int().min(50).default(1000),
    /**
     * Where odds come from: the in-process simulator, or a Unified Odds Feed over AMQP (a real
     * provider, or `npm run feed:producer`), decision 148.
     */
    FEED_SOURCE: z.enum(['simulator', 'uof']).default('simulator'),
    /** The UOF provider's AMQP host: amqp(s)://user:token@host:port/vhost. */
    AMQP_URL: z
      .string()
      .regex(/^amqps?:\/\//, 'Expected an amqp:// or amqps:// URL')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    UOF_EXCHANGE: z.string().min(1).default('unifiedfeed'),
    /** UOF producer ids this api takes: 1 live odds, 3 prematch. */
    UOF_PRODUCERS: z
      .string()
      .default('1,3')
      .transform(listItems)
      .pipe(
        z
          .array(
            z
              .string()
              .regex(/^\d{1,4}$/, 'Expected producer ids such as 1,3')
              .transform(Number),
          )
          .min(1, 'Expected a producer id'),
      ),
    /** A producer without an alive message for this long is down and its markets suspended. */
    UOF_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(1000).default(20_000),
    /** The provider's REST API root, which answers `{producer}/recovery/initiate_request`. */
    UOF_RECOVERY_URL: z.url({ protocol: /^https?$/ }).optional(),
    /** The provider's access token, sent as x-access-token on recovery requests. */
    UOF_ACCESS_TOKEN: z.string().min(1).optional(),
    /** `npm run feed:producer`: the port of the simulated provider's recovery and control API. */
    FEED_PRODUCER_PORT: z.coerce.number().int().min(0).max(65_535).default(4100),
    /** Settle on results only live scouts saw (UOF certainty 1); off: wait for confirmation. */
    SETTLE_ON_UNCONFIRMED: booleanFlag,
    /** A redis:// URL makes the push gateway share publications and history with other nodes. */
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'Expected a redis:// URL')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    /** HS256 secret of push tokens, shared by every api node (a random one per process if unset). */
    PUSH_TOKEN_SECRET: z.string().min(32, 'Expected at least 32 characters').optional(),
    /** Browser origins, comma-separated, allowed to open the push WebSocket besides the api's own. */
    PUSH_ALLOWED_ORIGINS: commaList,
    /**
     * Who delivers pushes to browsers: our gateway on every api node, or a Centrifugo cluster the
     * api publishes to over its server API (decision 151).
     */
    PUSH_TIER: z.enum(['gateway', 'centrifugo']).default('gateway'),
    /** Centrifugo's server HTTP API, e.g. http://centrifugo:8000/api (PUSH_TIER=centrifugo). */
    CENTRIFUGO_API_URL: z.url({ protocol: /^https?$/ }).optional(),
    /** Centrifugo's `http_api.key` (PUSH_TIER=centrifugo). */
    CENTRIFUGO_API_KEY: z.string().min(16, 'Expected at least 16 characters').optional(),
    /**
     * Publications each public channel keeps for a reconnecting client to recover (five minutes
     * at most); a client that missed more refetches. Larger costs memory (or Redis) per channel.
     */
    PUSH_HISTORY_SIZE: z.coerce
      .number()
      .int()
      .min(1)
      .max(10_000)
      .default(DEFAULT_PUBLIC_HISTORY_SIZE),
    /**
     * How long each push connection holds its publications to send them together in one frame
     * (decision 152). At 0 the pushes of one event-loop turn still share a frame (decision 156);
     * a few tens of ms batch more on busy pages for that much latency.
     */
    PUSH_WRITE_DELAY_MS: z.coerce.number().int().min(0).max(1000).default(0),
    /**
     * The header the operator's edge (CDN, load balancer) sets to the visitor's country, e.g.
     * `cf-ipcountry`. Believed only from TRUST_PROXY addresses, so the edge must overwrite it on
     * every request. Unset: the visitor's country is unknown (only the one a player gives is
     * checked).
     */
    GEO_COUNTRY_HEADER: z
      .string()
      .regex(/^[A-Za-z0-9-]+$/, 'Expected a header name')
      .transform((name) => name.toLowerCase())
      .optional()
      .or(z.literal('').transform(() => undefined)),
    /**
     * Keys the ids players have at the match-chat provider (GET /watchersio/userid, HMAC of
     * the player's id); unset: that call is not served. Shared by every api node.
     */
    CHAT_USER_SECRET: z.string().min(32, 'Expected at least 32 characters').optional(),
    /** The currency a new player's account is preselected in. */
    DEFAULT_CURRENCY: z
      .string()
      .default('EUR')
      .refine(isCurrencyCode, `Expected one of ${Object.keys(CURRENCIES).join(', ')}`),
    /** Country codes (comma-separated) refused at sign-up and sign-in. */
    BLOCKED_COUNTRIES: commaList.transform((codes) => codes.map((c) => c.toUpperCase())),
    /** Demo: new players are confirmed at once instead of by the e-mailed link. */
    DEMO_AUTO_CONFIRM: booleanFlag,
    /**
     * Profile fields (comma-separated: first_name, last_name, nickname, mobile_phone) every player
     * must fill in before playing; none by default.
     */
    REQUIRED_PROFILE_FIELDS: commaList.pipe(z.array(z.enum(PROFILE_FIELDS))),
    /**
     * Shared with a host platform that embeds the sportsbook and signs its players in with
     * `auth_token` messages (HS256 tokens of the player's e-mail, two minutes at most).
     */
    HOST_AUTH_SECRET: z.string().min(32).optional(),
    /**
     * The operator's bonus campaigns, a JSON file (see apps/api/config/bonus-campaigns.demo.json);
     * checked at start, each problem naming its field. Unset: no campaigns.
     */
    BONUS_CAMPAIGNS_FILE: z
      .string()
      .min(1)
      .optional()
      .or(z.literal('').transform(() => undefined)),
    /**
     * The operator's jackpots, a JSON file (see apps/api/config/jackpots.demo.json); checked at
     * start, each problem naming its field. Unset: no jackpots.
     */
    JACKPOTS_FILE: z
      .string()
      .min(1)
      .optional()
      .or(z.literal('').transform(() => undefined)),
    /** Several freebets may be active at once (settings' isMultiActiveFreebetsAllowed). */
    MULTI_ACTIVE_FREEBETS: booleanFlag,
    /**
     * The sections the operator turns on (spec §3.5 settings): `racing`, `lotteries` and
     * `virtual-gaming-arena` launch the partner's games; `premium-cricket` lists the feed's
     * premium cricket. None by default: a section that is off is gone from the site.
     */
    PRODUCTS: commaList.pipe(z.array(z.enum(PRODUCTS))),
    /** The odds formats the operator offers players (spec §3.5 `oddsTypes`); all seven by default. */
    ODDS_TYPES: z
      .string()
      .default(ODDS_FORMATS.join(','))
      .transform(listItems)
      .pipe(z.tuple([z.enum(ODDS_FORMATS)], z.enum(ODDS_FORMATS))),
    /** The bet builder (custom bets on one match; settings' customBetEnabled). */
    CUSTOM_BETS: booleanFlag.default(true),
    /** Live video on match pages (settings' videoEnabled); off: no stream is answered. */
    VIDEO: booleanFlag.default(true),
    /**
     * Data providers whose selections may stand side by side as singles (settings'
     * multiSingleAvailableByProvider); the others' join a combo.
     */
    MULTI_SINGLE_PROVIDERS: z
      .string()
      .default(DEFAULT_MULTI_SINGLE_PROVIDERS.join(','))
      .transform(listItems)
      .pipe(z.array(z.enum(PROVIDERS))),
    /** The partner's games (racing, lotteries, the arena): its launch address and shared secret. */
    PARTNER_LAUNCH_URL: z.url().optional(),
    PARTNER_LAUNCH_SECRET: z.string().min(32, 'Expected at least 32 characters').optional(),
    /** Version of the terms players accept; changing it asks every player to accept again. */
    TERMS_VERSION: z.string().min(1).max(64).default('1'),
    /** Seed the demo players of the README (known passwords) into an empty database. */
    DEMO_PLAYERS: booleanFlag,
    /** Sign-in, sign-up and e-mail requests allowed per IP per minute. */
    AUTH_ATTEMPTS_PER_MINUTE: z.coerce.number().int().positive().default(10),
    /** Bet placement requests a player may make per minute. */
    PLACEMENTS_PER_MINUTE: z.coerce.number().int().positive().default(120),
    /** Session cookies carry Secure: set it when the site is served over https. */
    COOKIE_SECURE: booleanFlag,
    /**
     * The session cookie is sent inside a host platform's frame on another site (embedded mode):
     * SameSite=None; Secure; Partitioned. Needs https.
     */
    COOKIE_CROSS_SITE: booleanFlag,
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    LOG_PRETTY: booleanFlag,
    SHUTDOWN_GRACE_MS: z.coerce.number().int().positive().default(10_000),
    /**
     * After a stop signal, how long the node goes on serving while its readiness answers 503, so
     * that a balancer stops sending it requests before it stops listening.
     */
    SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).default(0),
    /**
     * How long the node running the feed and the bet workers holds them without renewing: when
     * it dies, another node takes over after at most this long (decision 149).
     */
    LEASE_TTL_MS: z.coerce.number().int().min(300).max(600_000).default(5_000),
    /** Prometheus metrics at /metrics on this port, apart from players' traffic; off when unset. */
    METRICS_PORT: z.coerce.number().int().min(1).max(65_535).optional(),
    /** The interface the metrics port listens on (this machine only by default). */
    METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  })

  .superRefine((env, context) => {
    if (env.PUSH_TIER === 'centrifugo')
      for (const name of ['CENTRIFUGO_API_URL', 'CENTRIFUGO_API_KEY', 'PUSH_TOKEN_SECRET'] as const)
        if (!env[name])
          context.addIssue({
            code: 'custom',
            path: [name],
            message: 'Required when PUSH_TIER=centrifugo',
          })
  })
  .superRefine((env, context) => {
    if (env.FEED_SOURCE === 'uof')
      for (const name of ['AMQP_URL', 'UOF_RECOVERY_URL', 'UOF_ACCESS_TOKEN'] as const)
        if (!env[name])
          context.addIssue({
            code: 'custom',
            path: [name],
            message: 'Required when FEED_SOURCE=uof',
          })
  })
  .superRefine((env, context) => {
    const partnerProducts = env.PRODUCTS.filter(isPartnerProduct)
    if (partnerProducts.length === 0) return
    for (const name of ['PARTNER_LAUNCH_URL', 'PARTNER_LAUNCH_SECRET'] as const)
      if (!env[name])
        context.addIssue({
          code: 'custom',
          path: [name],
          message: `Required when PRODUCTS has ${partnerProducts.join(', ')}`,
        })
  })

export type Env = z.infer<typeof envSchema>

/** Parses the environment once; a bad value stops start-up with a message naming the variable. */
export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source)
  if (parsed.success) return parsed.data
  const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
  throw new Error(`Invalid environment:\n${lines.join('\n')}`)
}
