// The settings `npm start` runs the demo with: each off by default in the api and web (safe by
// default), on here so a newcomer sees the whole product. A variable the operator sets wins.

/**
 * The flags the demo's own data needs: its jackpots (`jackpots`), its "Bet and get" campaign's
 * progress (`progress-bar-freebets`), and the responsible-gambling tools with the activity
 * limit's tracking (`responsible-gambling`, `activity-tracking`).
 */
export const DEMO_FEATURE_FLAGS = [
  'jackpots',
  'progress-bar-freebets',
  'responsible-gambling',
  'activity-tracking',
]

/** The web app's settings for the demo (the api at `apiOrigin`, the site at `siteUrl`). */
export function demoWebEnv(env, { apiOrigin, siteUrl }) {
  return {
    API_ORIGIN: apiOrigin,
    SITE_URL: env.SITE_URL ?? siteUrl,
    FEATURE_FLAGS: env.FEATURE_FLAGS ?? DEMO_FEATURE_FLAGS.join(','),
    // The example host platform (examples/host-platform) may frame it on this machine.
    EMBED_ALLOWED_ORIGINS: env.EMBED_ALLOWED_ORIGINS ?? 'http://localhost:3090',
  }
}

/**
 * The api's settings for the demo: the mailbox (to follow confirmation links), the demo
 * payment provider and players, the demo campaigns and jackpots, every section on and the
 * partner's games from the reference partner (examples/partner-games).
 */
export function demoApiEnv(env, { siteUrl, partnerPort }) {
  return {
    DEV_MAILBOX: env.DEV_MAILBOX ?? 'true',
    DEMO_PAYMENTS: env.DEMO_PAYMENTS ?? 'true',
    DEMO_PLAYERS: env.DEMO_PLAYERS ?? 'true',
    BONUS_CAMPAIGNS_FILE: env.BONUS_CAMPAIGNS_FILE ?? 'apps/api/config/bonus-campaigns.demo.json',
    JACKPOTS_FILE: env.JACKPOTS_FILE ?? 'apps/api/config/jackpots.demo.json',
    SITE_URL: siteUrl,
    PRODUCTS: env.PRODUCTS ?? 'racing,lotteries,premium-cricket,virtual-gaming-arena',
    PARTNER_LAUNCH_URL: env.PARTNER_LAUNCH_URL ?? `http://localhost:${partnerPort}`,
    PARTNER_LAUNCH_SECRET:
      env.PARTNER_LAUNCH_SECRET ?? 'the demo partner secret, not for production use',
  }
}
