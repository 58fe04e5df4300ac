import { oneOf } from '@sportsbook/domain'

/**
 * The feature flags of spec §6.4 this site has the feature for; the environment's FEATURE_FLAGS
 * turns them on, and an unknown one stops the start. The spec's iframe auth preloaders flag is
 * declared with its feature (decision 128): a declared flag always does something.
 */
export const FEATURE_FLAGS = [
  /** The reality check and the session-limit dialog. */
  'responsible-gambling',
  /** Activity reported each visible minute while an activity limit is in force. */
  'activity-tracking',
  /** Right-to-left layout, and the EXTRA_LOCALES that need it. */
  'rtl',
  /** Freebet progress bars under the slip's totals. */
  'progress-bar-freebets',
  /** Fossil deltas asked for on public push channels. */
  'delta-compression',
  /** Every player deposits in the quick-deposit form, whatever DEPOSIT_MODE says. */
  'quick-deposit',
  /** Players of QUICK_DEPOSIT_TEST_GROUP (a status id) deposit in the quick-deposit form. */
  'quick-deposit-test',
  /** The jackpots page, the slip's jackpot line, My bets' mark and the hit popup (decision 134). */
  'jackpots',
  /** Embedded, a visitor's host is asked to preload its sign-in and sign-up frames. */
  'iframe-auth-preloaders',
] as const
export type FeatureFlag = (typeof FEATURE_FLAGS)[number]

export const isFeatureFlag = oneOf(FEATURE_FLAGS)

/** The flags FEATURE_FLAGS names, or an error naming the first it does not know. */
export function parseFeatureFlags(names: readonly string[]): FeatureFlag[] {
  const unknown = names.find((name) => !isFeatureFlag(name))
  if (unknown !== undefined)
    throw new Error(`FEATURE_FLAGS: unknown flag ${unknown} (known: ${FEATURE_FLAGS.join(', ')})`)
  return names.filter(isFeatureFlag)
}
