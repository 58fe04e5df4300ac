import { notFound } from 'next/navigation'
import 'server-only'
import type { LiveChatConfig } from './live-chat'
import { readFileSync } from 'node:fs'
import {
  PROFILE_FIELDS,
  RTL_LOCALES,
  isProfileField,
  isRtlLocale,
  sportsLink,
  type LinkConfig,
  type ProfileField,
  DEFAULT_DEPOSIT_REMIND_AFTER_SECONDS,
} from '@sportsbook/domain'
import { readWebEnv } from '@/env'
import { parseCustomPages, type CustomPage } from './custom-pages'
import { parseFeatureFlags, type FeatureFlag } from './feature-flags'
import { linkConfigOf } from './link-config'

/** What the browser may know of the configuration (passed down from the root layout). */
export type PublicSiteConfig = {
  readonly name: string
  readonly url: string
  readonly links: LinkConfig
  readonly flags: readonly FeatureFlag[]
  /** Where the push gateway is and the transports the client tries, in order (spec §5.4). */
  readonly push: PushConfig
  readonly sentryDsn: string | undefined
  /** The live-chat widget (CHAT_TYPE, CHAT_ID, CHAT_REGION); none by default. */
  readonly liveChat: LiveChatConfig | undefined
  readonly matchChatUrl: string | undefined
  readonly myBetsVisible: boolean
  readonly shareBetEnabled: boolean
  readonly deposit: DepositConfig
  /** A deposit first asks an unverified player to verify their phone (spec §5). */
  readonly phoneVerificationRequired: boolean
  /** Embedded mode's origin whitelist (`*` allowed; see EMBED_ALLOWED_ORIGINS). */
  readonly embedAllowedOrigins: readonly string[]
  /** The user-group checker: the one group allowed, and where the others go. */
  readonly userGroup: {
    readonly group: string | undefined
    /** Unset: the locked page. */
    readonly redirectUrl: string | undefined
  }
  readonly reminders: {
    readonly depositGroup: string | undefined
    readonly depositAfterSeconds: number
    readonly signUpSeconds: number | undefined
  }
}

export type PushConfig = {
  readonly endpoint: string
  readonly transports: readonly ('websocket' | 'sse')[]
}

export type DepositConfig = {
  readonly mode: 'iframe' | 'wallet' | 'custom'
  /** The quick deposit for everyone (its flag), or for this test group (the test variant's). */
  readonly quick: { readonly everyone: boolean; readonly testGroup: string | undefined }
  readonly walletUrl: string
  readonly customUrls: Readonly<Record<string, string>>
  /** Profile fields filled in before a deposit (spec §5.3 "missing deposit fields"). */
  readonly requiredFields: readonly ProfileField[]
}

export type SiteConfig = PublicSiteConfig & { readonly customPages: readonly CustomPage[] }

let cached: SiteConfig | undefined

/** A page behind a feature flag (spec §6.4): without the flag it does not exist (404). */
export function requireFlag(flag: FeatureFlag): void {
  if (!siteConfig().flags.includes(flag)) notFound()
}

/** The site's configuration, read from the environment once per server process. */
export function siteConfig(): SiteConfig {
  cached ??= buildSiteConfig()
  return cached
}

function buildSiteConfig(): SiteConfig {
  const env = readWebEnv()
  const flags = parseFeatureFlags(env.FEATURE_FLAGS)
  if (flags.includes('quick-deposit-test') && !env.QUICK_DEPOSIT_TEST_GROUP)
    throw new Error(
      'FEATURE_FLAGS: quick-deposit-test needs QUICK_DEPOSIT_TEST_GROUP (a status id)',
    )
  const unknownField = env.DEPOSIT_REQUIRED_FIELDS.find((field) => !isProfileField(field))
  if (unknownField)
    throw new Error(
      `DEPOSIT_REQUIRED_FIELDS: unknown field ${unknownField} (one of ${PROFILE_FIELDS.join(', ')})`,
    )
  for (const locale of env.EXTRA_LOCALES) {
    if (!isRtlLocale(locale))
      throw new Error(`EXTRA_LOCALES: ${locale} is not one of ${RTL_LOCALES.join(', ')}`)
    if (!flags.includes('rtl'))
      throw new Error(`EXTRA_LOCALES: ${locale} needs the rtl feature flag (FEATURE_FLAGS=rtl)`)
  }
  const customPages = env.CUSTOM_PAGES_FILE
    ? parseCustomPages(
        JSON.parse(readFileSync(env.CUSTOM_PAGES_FILE, 'utf8')),
        env.CUSTOM_PAGES_FILE,
      )
    : []
  return {
    name: env.SITE_NAME,
    url: env.SITE_URL.replace(/\/$/, ''),
    links: linkConfigOf(env),
    flags,
    push: {
      endpoint: env.PUSH_ENDPOINT,
      transports: env.PUSH_TRANSPORTS.filter((t) => t === 'websocket' || t === 'sse'),
    },
    sentryDsn: env.SENTRY_DSN,
    liveChat:
      env.CHAT_TYPE && env.CHAT_ID
        ? { type: env.CHAT_TYPE, id: env.CHAT_ID, region: env.CHAT_REGION }
        : undefined,
    matchChatUrl: env.MATCH_CHAT_URL,
    myBetsVisible: env.MY_BETS_VISIBLE,
    shareBetEnabled: env.SHARE_BET_ENABLED,
    embedAllowedOrigins: env.EMBED_ALLOWED_ORIGINS,
    phoneVerificationRequired: env.PHONE_VERIFICATION_REQUIRED,
    deposit: {
      mode: env.DEPOSIT_MODE,
      quick: {
        everyone: flags.includes('quick-deposit'),
        testGroup: flags.includes('quick-deposit-test') ? env.QUICK_DEPOSIT_TEST_GROUP : undefined,
      },
      walletUrl: env.WALLET_DEPOSIT_URL,
      customUrls: env.DEPOSIT_CUSTOM_URLS,
      requiredFields: env.DEPOSIT_REQUIRED_FIELDS.filter(isProfileField),
    },
    userGroup: { group: env.USER_GROUP, redirectUrl: env.USER_GROUP_REDIRECT_URL },
    reminders: {
      depositGroup: env.DEPOSIT_REMINDER_GROUP,
      depositAfterSeconds: env.DEPOSIT_REMIND_AFTER_SECONDS ?? DEFAULT_DEPOSIT_REMIND_AFTER_SECONDS,
      signUpSeconds: env.SIGN_UP_REMINDER_SECONDS,
    },
    customPages,
  }
}

/** The configuration without what stays on the server. */
export function publicSiteConfig(): PublicSiteConfig {
  const { customPages: _customPages, ...rest } = siteConfig()
  return rest
}

/** An internal link on the server: `sportsHref('de', '/live')` → `/de/sports/live`. */
export function sportsHref(locale: string, path: string): string {
  return sportsLink(path, locale, siteConfig().links)
}
