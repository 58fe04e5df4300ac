import { defineConfig, devices } from '@playwright/test'
import { DEPOSIT_MODE_PORT_OFFSETS } from './e2e/support/deposit-sites'
import { E2E_DATABASE_PATH } from './e2e/support/api-database'
import { PARTNER_PORT, PARTNER_SECRET } from './e2e/support/partner'
import { remindersShown } from './e2e/support/reminders'

// Browser journeys run against a production build of the web app and the real api, on their
// own ports and database, so a running `npm start` (3000/4000) is left alone.
const webPort = Number(process.env.E2E_WEB_PORT ?? 3100)
const apiPort = Number(process.env.E2E_API_PORT ?? 4100)
/** The example host platform's port (e2e/embedded.spec.ts opens it). */
const hostPort = 3190
const databasePath = E2E_DATABASE_PATH
/** Shared by the example host and the api: the host signs its players in (e2e/embedded.spec.ts). */
const hostAuthSecret = 'e2e host platform secret, not a real one'

/** Debian's Chromium; Playwright's own browser download is never used (no network for it). */
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
}

/** The main e2e site's settings (the deposit-mode sites change a few). */
const webEnv = {
  NEXT_DIST_DIR: '.next-e2e',
  // `npm test` type-checks before the browser tests; the build need not again (16 s).
  SKIP_BUILD_TYPECHECK: 'true',
  API_ORIGIN: `http://127.0.0.1:${apiPort}`,
  SITE_URL: `http://127.0.0.1:${webPort}`,
  // The "CDN" in front of the site: the site itself, named absolutely, so every journey loads
  // scripts, styles and images through ASSET_PREFIX's addresses.
  ASSET_PREFIX: `http://127.0.0.1:${webPort}`,
  // The example custom page, and right-to-left Arabic behind its flag, are tested too; so are
  // the reality check and activity tracking (e2e/play-limits.spec.ts).
  CUSTOM_PAGES_FILE: 'config/custom-pages.example.json',
  FEATURE_FLAGS:
    'rtl,responsible-gambling,activity-tracking,delta-compression,progress-bar-freebets,jackpots,iframe-auth-preloaders',
  EXTRA_LOCALES: 'ar',
  // New players (loyalty group bronze) are reminded to deposit; visitors to sign up.
  DEPOSIT_REMINDER_GROUP: 'bronze',
  // The user-group checker: a site for bronze players (a silver one sees the locked page).
  USER_GROUP: 'bronze',
  DEPOSIT_REMIND_AFTER_SECONDS: '2',
  SIGN_UP_REMINDER_SECONDS: '2',
  // A deposit first verifies the player's phone (e2e/deposit.spec.ts).
  PHONE_VERIFICATION_REQUIRED: 'true',
  // …and a nickname before that (spec §5.3 "missing deposit fields").
  DEPOSIT_REQUIRED_FIELDS: 'nickname',
  // A match chat at the reference partner (its page need not exist: the journey reads the
  // frame's address), with the player's chat id filled in.
  MATCH_CHAT_URL: `http://127.0.0.1:${String(PARTNER_PORT)}/chat?match={matchId}&lang={locale}&user={userId}`,
  // The example host platform embeds it in the embedded-mode journeys.
  EMBED_ALLOWED_ORIGINS: `http://127.0.0.1:${String(hostPort)}`,
}

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  // A journey's own limit. Thirty seconds (Playwright's default) ran out on 2026-11-29, when
  // this machine ran about half as fast as the day before: journeys that take 13–25 s on an
  // ordinary day were stopped at 30–34 s.
  timeout: 60_000,
  // Five seconds (Playwright's default) is too little on a loaded two-core machine: a traced CI
  // failure showed a soft navigation whose RSC answer came in 0.4 s, then a starved main thread
  // asked for the route's chunks 3 s later and the page showed 0.2 s after the 5 s ran out.
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: '../../.test-output/playwright',
  use: {
    baseURL: `http://127.0.0.1:${webPort}`,
    // Recording a trace of every journey cost a fifth of the browser stage's time (measured:
    // 364 s → 290 s of test time over routes and account); to read a failure, run the journey
    // again with `--trace retain-on-failure` (traces land in .test-output/playwright).
    trace: 'off',
    launchOptions: chromium,
    storageState: remindersShown,
  },
  projects: [
    // Tests tagged @desktop are the same on both layouts (or the desktop layout's own); @phone
    // ones are the phone layout's. Each runs on its project only.
    {
      name: 'desktop',
      grepInvert: /@phone/,
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
    },
    {
      name: 'phone',
      grepInvert: /@desktop/,
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 390, height: 844 },
        launchOptions: chromium,
      },
    },
  ],
  webServer: [
    {
      name: 'partner',
      command: 'node ../../examples/partner-games/server.mjs',
      url: `http://127.0.0.1:${String(PARTNER_PORT)}/racing`,
      env: {
        PORT: String(PARTNER_PORT),
        PARTNER_LAUNCH_SECRET: PARTNER_SECRET,
        SPORTSBOOK_ORIGINS: `http://127.0.0.1:${String(webPort)}`,
      },
      reuseExistingServer: false,
    },
    {
      name: 'host',
      command: 'node ../../examples/host-platform/server.mjs',
      url: `http://127.0.0.1:${String(hostPort)}/`,
      env: {
        PORT: String(hostPort),
        SPORTSBOOK_URL: `http://127.0.0.1:${String(webPort)}/sports`,
        HOST_AUTH_SECRET: hostAuthSecret,
      },
      reuseExistingServer: false,
    },
    {
      name: 'api',
      command: `rm -f ${databasePath}* && node --import tsx ../api/src/server.ts`,
      url: `http://127.0.0.1:${apiPort}/healthz`,
      // The feed runs 5× faster, so live prices visibly move within a test's patience.
      env: {
        API_PORT: String(apiPort),
        DATABASE_PATH: databasePath,
        LOG_LEVEL: 'warn',
        FEED_SPEED: '5',
        // A short history (two seconds or so of the updates channel at this speed), so the resync
        // journeys can be away longer than it without waiting minutes.
        PUSH_HISTORY_SIZE: '5',
        // Every test player signs up and in from 127.0.0.1; the per-IP limit stands for one person.
        AUTH_ATTEMPTS_PER_MINUTE: '500',
        // Signing up from a blocked country leads to the blocked page (e2e/account.spec.ts).
        BLOCKED_COUNTRIES: 'US',
        // Players' ids at the match chat (GET /watchersio/userid).
        CHAT_USER_SECRET: 'e2e match chat user secret, not a real one',
        // The visitor's country as an edge would say it; journeys set it per page.
        GEO_COUNTRY_HEADER: 'x-e2e-country',
        // A player signed up in the browser gives their names before playing (account.spec.ts);
        // the players e2e/support/players.ts makes have them.
        REQUIRED_PROFILE_FIELDS: 'first_name,last_name',
        HOST_AUTH_SECRET: hostAuthSecret,
        // Every section on, the partner's games from the reference partner.
        PRODUCTS: 'racing,lotteries,premium-cricket,virtual-gaming-arena',
        PARTNER_LAUNCH_URL: `http://127.0.0.1:${String(PARTNER_PORT)}`,
        PARTNER_LAUNCH_SECRET: PARTNER_SECRET,
        // The journeys read e-mails and texts from the development mailbox and pay through
        // the demo provider: both are off unless turned on.
        DEV_MAILBOX: 'true',
        DEMO_PLAYERS: 'true',
        DEMO_PAYMENTS: 'true',
        SITE_URL: `http://127.0.0.1:${String(webPort)}`,
        // A welcome freebet on sign-up, a comboboost by promo code and an upcoming campaign
        // (e2e/bonuses.spec.ts); no bonus on deposits, so the deposit journeys see no toast.
        BONUS_CAMPAIGNS_FILE: 'e2e/support/bonus-campaigns.json',
        // A dollar jackpot whose mini level drops on every bet (e2e/jackpots.spec.ts): the
        // other journeys bet in euros and never play for it.
        JACKPOTS_FILE: 'e2e/support/jackpots.json',
        // The deposit-mode sites are mirrors of it on other ports (e2e/deposit.spec.ts).
        SITE_MIRRORS: Object.values(DEPOSIT_MODE_PORT_OFFSETS)
          .map((offset) => `http://127.0.0.1:${String(webPort + offset)}`)
          .join(','),
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      name: 'web',
      // A keep-alive longer than the test client's: a reused idle connection is never one the
      // server has just closed (ECONNRESET).
      command: `next build && node server.mjs --hostname 127.0.0.1 --port ${webPort} --keepAliveTimeout 70000`,
      url: `http://127.0.0.1:${webPort}/sports`,
      env: webEnv,
      reuseExistingServer: false,
      timeout: 240_000,
    },
    // The other deposit modes (e2e/deposit.spec.ts): the same build, started once `web` answers.
    ...Object.entries(DEPOSIT_MODE_PORT_OFFSETS).map(([mode, offset]) => {
      const port = webPort + offset
      return {
        name: `web-${mode}`,
        command: `node e2e/support/when-up.mjs http://127.0.0.1:${String(webPort)}/sports && node server.mjs --hostname 127.0.0.1 --port ${String(port)} --keepAliveTimeout 70000`,
        url: `http://127.0.0.1:${String(port)}/sports`,
        env: {
          ...webEnv,
          SITE_URL: `http://127.0.0.1:${String(port)}`,
          // The quick mirror is the quick-deposit flag's site (over the default deposit mode).
          DEPOSIT_MODE: mode === 'quick' ? 'iframe' : mode,
          PHONE_VERIFICATION_REQUIRED: 'false',
          DEPOSIT_REQUIRED_FIELDS: '',
          // Off here: the flags' journeys check that a site without them asks nothing (the
          // quick deposit's flags aside).
          FEATURE_FLAGS:
            mode === 'quick'
              ? 'rtl,quick-deposit'
              : mode === 'wallet'
                ? 'rtl,quick-deposit-test'
                : 'rtl',
          // The wallet mirror: the live-chat widget (e2e/shell.spec.ts; the vendor's script is
          // the journey's), and the quick deposit for silver players, who may use this site.
          ...(mode === 'wallet' && {
            CHAT_TYPE: 'intercom',
            CHAT_ID: 'e2e-app',
            CHAT_REGION: 'eu',
            QUICK_DEPOSIT_TEST_GROUP: 'silver',
            USER_GROUP: '',
          }),
          // This mirror's cashier: the reference wallet's page, marked so the journey can tell.
          DEPOSIT_CUSTOM_URLS: JSON.stringify({
            [`127.0.0.1:${String(port)}`]: `http://127.0.0.1:${String(port)}/platform/wallet/deposit?cashier=this-mirror`,
            '*': `http://127.0.0.1:${String(port)}/platform/wallet/deposit?cashier=any-mirror`,
          }),
        },
        reuseExistingServer: false,
        timeout: 300_000,
      }
    }),
  ],
})
