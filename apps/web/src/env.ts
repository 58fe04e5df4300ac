import { commaList, listItems } from '@sportsbook/contracts'
import { z } from 'zod'
import { DEFAULT_API_ORIGIN } from '../api-origin.mjs'
import { INTERCOM_REGIONS, LIVE_CHAT_TYPES } from './lib/live-chat'

const envSchema = z
  .object({
    /** Where server.mjs proxies the api's paths and server components ask the api; read at start. */
    API_ORIGIN: z.url().default(DEFAULT_API_ORIGIN),
    /** Build output folder; the browser tests build into their own so a running `npm start` is untouched. */
    NEXT_DIST_DIR: z.string().min(1).default('.next'),
    /** Set by bench/web-budget only: builds the empty floor page next to the app's pages, and source maps. */
    BUDGET_FLOOR: z.literal('1').optional(),
    /** The public address of the site: canonical and alternate links are absolute on it. */
    SITE_URL: z.url().default('http://localhost:3000'),
    /** The operator's name, in titles and the Organization data block. */
    SITE_NAME: z.string().min(1).default('Sportsbook'),
    /**
     * The push connection (spec §5.4): where the gateway is (a path on this site, proxied to the
     * api, or an absolute https URL) and the transports the client tries in order. The gateway
     * serves `websocket` and its `sse` fallback for proxies that block WebSocket.
     */
    PUSH_ENDPOINT: z
      .string()
      .default('/connection')
      .refine(
        (value) => /^\/[\w/-]*$/.test(value) || /^https?:\/\/[^\s]+$/.test(value),
        'Expected a path such as /connection or an http(s) URL',
      )
      .transform((value) => value.replace(/\/$/, '')),
    PUSH_TRANSPORTS: z
      .string()
      .default('websocket,sse')
      .transform(listItems)
      .pipe(
        z
          .array(z.enum(['websocket', 'http_stream', 'sse', 'sockjs', 'webtransport']))
          .min(1, 'Name at least one transport'),
      )
      .refine(
        (transports) => transports.every((t) => t === 'websocket' || t === 'sse'),
        'This gateway serves websocket and sse only',
      ),
    /** Feature flags that are on (spec §6.4), comma-separated, e.g. `rtl,delta-compression`. */
    FEATURE_FLAGS: commaList,
    /** Right-to-left locales (ar, he, fa, ur) added to the nine; they need the `rtl` flag. */
    EXTRA_LOCALES: commaList,
    /** Put the locale in every URL, the default one included (spec §2.1). */
    LOCALE_IN_URL: z
      .enum(['true', 'false'])
      .default('false')
      .transform((value) => value === 'true'),
    /** Site configuration (spec §3.9): the my-bets tab and sharing a bet can be turned off. */
    MY_BETS_VISIBLE: z
      .enum(['true', 'false'])
      .default('true')
      .transform((value) => value === 'true'),
    SHARE_BET_ENABLED: z
      .enum(['true', 'false'])
      .default('true')
      .transform((value) => value === 'true'),
    /** A JSON file of extra pages (spec §2.2 "custom pages"); see config/custom-pages.example.json. */
    CUSTOM_PAGES_FILE: z.string().min(1).optional(),
    /** Error reports go to Sentry when set, to the console otherwise. */
    SENTRY_DSN: z.url().optional(),
    /**
     * The live-chat widget (spec §3.9 site configuration "chat type and id/region"): `livechat`
     * (CHAT_ID: the license number) or `intercom` (CHAT_ID: the app id; CHAT_REGION: us, eu or
     * au, where the workspace's data lives). None by default. Loaded once the visitor accepted
     * cookies (the vendor sets its own).
     */
    CHAT_TYPE: z.enum(LIVE_CHAT_TYPES).optional(),
    CHAT_ID: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,64}$/, 'Expected the chat vendor’s id (letters, digits, - or _)')
      .optional(),
    CHAT_REGION: z.enum(INTERCOM_REGIONS).default('us'),
    /**
     * Origins the image proxy (/image) may fetch absolute image addresses from, comma-separated
     * (`https://cdn.example.com`); relative ones come from the api.
     */
    IMAGE_ORIGINS: commaList.pipe(z.array(z.url().transform((url) => new URL(url).origin))),
    /**
     * Spec §9 "locale icons and assets are served from a CDN": the origin (and path) in front of
     * this site that serves its scripts, styles and proxied images (flags, logos, banners);
     * none: this site serves them itself. Read when the app is built.
     */
    ASSET_PREFIX: z
      .url()
      .refine((url) => /^https?:$/.test(new URL(url).protocol), 'Expected an http(s) address')
      .transform((url) => url.replace(/\/+$/, ''))
      .optional(),
    /**
     * A match chat provider's page, shown in the match page's CHAT tab; `{matchId}` and
     * `{locale}` are filled in. Without it the tab is not shown.
     */
    MATCH_CHAT_URL: z
      .url()
      .refine((url) => url.includes('{matchId}'), 'Expected a URL with {matchId} in it')
      .optional(),
    /**
     * How a deposit is taken (spec §2.6): `iframe` — the payment page inside the deposit dialog;
     * `wallet` — the whole page goes to the wallet's deposit page (WALLET_DEPOSIT_URL, with the
     * currency and the way back in its query string) and comes back; `custom` — this mirror's
     * cashier from DEPOSIT_CUSTOM_URLS. The quick deposit (an amount credited at once) is the
     * `quick-deposit` flag's, or for a test group the `quick-deposit-test` flag's.
     */
    DEPOSIT_MODE: z.enum(['iframe', 'wallet', 'custom']).default('iframe'),
    /** The status id (player group) the `quick-deposit-test` flag gives the quick deposit. */
    QUICK_DEPOSIT_TEST_GROUP: z.string().min(1).optional(),
    /** The wallet's deposit page; by default the reference platform's own. */
    WALLET_DEPOSIT_URL: z.string().min(1).default('/platform/wallet/deposit'),
    /** JSON: each mirror's cashier, `{"book.example": "https://pay.example/…", "*": "…"}`. */
    DEPOSIT_CUSTOM_URLS: z
      .string()
      .default('{}')
      .transform((text, context) => {
        try {
          return JSON.parse(text) as unknown
        } catch {
          context.addIssue({ code: 'custom', message: 'Expected JSON such as {"*": "https://…"}' })
          return z.NEVER
        }
      })
      .pipe(z.record(z.string(), z.url())),
    /**
     * Embedded mode: host pages (origins, comma-separated) that may frame the sportsbook and send
     * it messages. `*` lets any page frame it but admits only session-initialization and
     * auth-token messages from an origin not listed (spec §5.4). None: no page may frame it.
     */
    EMBED_ALLOWED_ORIGINS: commaList.pipe(
      z.array(z.union([z.literal('*'), z.url().transform((url) => new URL(url).origin)])),
    ),
    /**
     * Provider redirect routes (spec §2.2): /sports/transactions, /sports/terms and /sports/support
     * go to these pages; the defaults are the reference wallet's history and the sportsbook's
     * own rules and about pages.
     */
    TRANSACTIONS_URL: z.string().min(1).default('/platform/wallet/transactions'),
    TERMS_URL: z.string().min(1).optional(),
    SUPPORT_URL: z.string().min(1).optional(),
    /**
     * Spec §5 "missing deposit fields": profile fields (comma-separated: first_name, last_name,
     * nickname, mobile_phone) a player fills in before their first deposit; none by default.
     */
    DEPOSIT_REQUIRED_FIELDS: commaList,
    /** Builds skip Next's type check (the browser tests' build: `npm test` type-checks first). */
    SKIP_BUILD_TYPECHECK: z
      .enum(['true', 'false'])
      .default('false')
      .transform((value) => value === 'true'),
    /** Spec §5: an unverified phone is verified (SMS code) before a deposit. */
    PHONE_VERIFICATION_REQUIRED: z
      .enum(['true', 'false'])
      .default('false')
      .transform((value) => value === 'true'),
    /**
     * The user-group checker (spec §6.5): only players of this status group may use the site; a
     * signed-in player outside it goes to USER_GROUP_REDIRECT_URL (the platform's home), by
     * default the locked page.
     */
    // Empty: no group (a deployment that inherits a value can clear it).
    USER_GROUP: z
      .string()
      .min(1)
      .optional()
      .or(z.literal('').transform(() => undefined)),
    USER_GROUP_REDIRECT_URL: z.string().min(1).optional(),
    /** Players of this status group (e.g. `bronze`) are reminded to deposit once a day. */
    DEPOSIT_REMINDER_GROUP: z.string().min(1).optional(),
    /** Unset: the domain's default (DEFAULT_DEPOSIT_REMIND_AFTER_SECONDS). */
    DEPOSIT_REMIND_AFTER_SECONDS: z.coerce.number().int().positive().optional(),
    /** Signed-out visitors are asked once to sign up after this many seconds; unset: never. */
    SIGN_UP_REMINDER_SECONDS: z.coerce.number().int().positive().optional(),
  })
  .superRefine((env, context) => {
    if (env.CHAT_TYPE && !env.CHAT_ID)
      context.addIssue({
        code: 'custom',
        path: ['CHAT_ID'],
        message: `Required with CHAT_TYPE=${env.CHAT_TYPE}`,
      })
    if (env.CHAT_TYPE === 'livechat' && env.CHAT_ID && !/^\d+$/.test(env.CHAT_ID))
      context.addIssue({
        code: 'custom',
        path: ['CHAT_ID'],
        message: 'Expected the LiveChat license number',
      })
  })

export type WebEnv = z.infer<typeof envSchema>

/** The web app's environment, parsed once; a bad value names the variable. */
export function readWebEnv(
  source: Readonly<Record<string, string | undefined>> = process.env,
): WebEnv {
  const parsed = envSchema.safeParse(source)
  if (parsed.success) return parsed.data
  const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
  throw new Error(`Invalid environment:\n${lines.join('\n')}`)
}
