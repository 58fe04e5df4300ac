/** The feature flags of spec §6; the environment's FEATURE_FLAGS turns them on. */
export const FEATURE_FLAGS = [
  'quick-deposit',
  'quick-deposit-test',
  'iframe-auth-preloaders',
  'jackpots',
  'activity-tracking',
  'responsible-gambling',
  'rtl',
  'progress-bar-freebets',
  'delta-compression',
] as const
export type FeatureFlag = (typeof FEATURE_FLAGS)[number]

export function isFeatureFlag(value: string): value is FeatureFlag {
  return (FEATURE_FLAGS as readonly string[]).includes(value)
}
