import { oneOf } from '../one-of'

/** Where the sportsbook runs: its own page, or an iframe of a host platform (spec §1.2). */
export type Embedding = { readonly embedded: boolean; readonly hasIframeListeners: boolean }

/**
 * Sign-in and sign-up are refused in blocked countries, and when embedded without a host that
 * listens for them (spec §5.4).
 */
export function canSignInOrUp(
  countryCode: string | null | undefined,
  blockedCountries: readonly string[],
  embedding: Embedding,
): boolean {
  if (isCountryBlocked(countryCode, blockedCountries)) return false
  return !embedding.embedded || embedding.hasIframeListeners
}

/** Is this country (any case; unknown: no) one the operator refuses (BLOCKED_COUNTRIES)? */
export function isCountryBlocked(
  countryCode: string | null | undefined,
  blockedCountries: readonly string[],
): boolean {
  if (!countryCode) return false
  return blockedCountries.map((c) => c.toUpperCase()).includes(countryCode.toUpperCase())
}

/**
 * Spec §6: with the quick-deposit flag every player deposits in the quick-deposit form; with
 * its test variant only players in the test group (a status id) do, the others as the site's
 * deposit mode says.
 */
export function usesQuickDeposit(
  flags: { readonly quickDeposit: boolean; readonly testVariant: boolean },
  testGroup: string | undefined,
  statuses: readonly string[],
): boolean {
  if (flags.quickDeposit) return true
  return flags.testVariant && testGroup !== undefined && statuses.includes(testGroup)
}

/** Deposit also needs the host's iframe listeners when embedded (spec §5.4). */
export function canDeposit(embedding: Embedding): boolean {
  return !embedding.embedded || embedding.hasIframeListeners
}

/**
 * The user-group checker (spec §6.5): on a site for one player group, a signed-in player whose
 * statuses do not include it is sent away. No group configured, or a visitor: nobody is.
 */
export function isOutsideUserGroup(
  group: string | undefined,
  statuses: readonly string[] | undefined,
): boolean {
  return Boolean(group && statuses && !statuses.includes(group))
}

/** Phone verification is prompted when settings require it and the player is unverified. */
export function needsPhoneVerification(required: boolean, isVerified: boolean): boolean {
  return required && !isVerified
}

/** Parent-frame message types that any origin may send (spec §5.4): the wildcard covers only these. */
export const WILDCARD_MESSAGE_TYPES = ['session_init', 'auth_token'] as const
const isWildcardMessageType = oneOf(WILDCARD_MESSAGE_TYPES)

/**
 * A message from the parent frame is accepted only from a whitelisted origin and with a known
 * type; a `*` entry in the whitelist admits only session-initialization and auth-token messages.
 */
export function isParentMessageAllowed(
  origin: string,
  type: string,
  whitelist: readonly string[],
  knownTypes: readonly string[],
): boolean {
  if (!knownTypes.includes(type)) return false
  if (whitelist.includes(origin)) return true
  return whitelist.includes('*') && isWildcardMessageType(type)
}

/** Push transports a configuration may name (spec §5.4). */
export const PUSH_TRANSPORTS = [
  'websocket',
  'http_stream',
  'sse',
  'sockjs',
  'webtransport',
] as const
export type PushTransport = (typeof PUSH_TRANSPORTS)[number]
const isPushTransport = oneOf(PUSH_TRANSPORTS)

/** A push configuration needs an endpoint and a known transport. */
export function isPushConfigValid(config: {
  readonly endpoint?: string
  readonly transport?: string
}): boolean {
  return Boolean(config.endpoint) && isPushTransport(config.transport)
}

/** Account currency switch (spec §4.17): only to another currency the player has an account in. */
export function shouldSwitchCurrency(
  current: string,
  target: string,
  accountCurrencies: readonly string[],
): boolean {
  return target !== current && accountCurrencies.includes(target)
}

/** A share code is used only when share-bet is on and a code is present (spec §5). */
export function shareCodeToUse(
  shareBetEnabled: boolean,
  code: string | null | undefined,
): string | undefined {
  return shareBetEnabled && code ? code : undefined
}

/** Bets are restored from session storage only when the stored list is non-empty (spec §5). */
export function shouldRestoreBets(stored: readonly unknown[] | null | undefined): boolean {
  return Array.isArray(stored) && stored.length > 0
}
