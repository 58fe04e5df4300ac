type Env = Readonly<Record<string, string | undefined>>

export const DEMO_FEATURE_FLAGS: readonly string[]
export function demoWebEnv(
  env: Env,
  options: { readonly apiOrigin: string; readonly siteUrl: string },
): Record<'API_ORIGIN' | 'SITE_URL' | 'FEATURE_FLAGS' | 'EMBED_ALLOWED_ORIGINS', string>
export function demoApiEnv(
  env: Env,
  options: { readonly siteUrl: string; readonly partnerPort: number },
): Record<
  | 'DEV_MAILBOX'
  | 'DEMO_PAYMENTS'
  | 'DEMO_PLAYERS'
  | 'BONUS_CAMPAIGNS_FILE'
  | 'JACKPOTS_FILE'
  | 'SITE_URL'
  | 'PRODUCTS'
  | 'PARTNER_LAUNCH_URL'
  | 'PARTNER_LAUNCH_SECRET',
  string
>
