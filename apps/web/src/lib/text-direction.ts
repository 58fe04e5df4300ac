import { isRtlLocale } from '@sportsbook/domain'
import type { FeatureFlag } from './feature-flags'

/** Right to left for ar, he, fa and ur only when the `rtl` flag is on (spec §2.7). */
export function textDirection(locale: string, flags: readonly FeatureFlag[]): 'ltr' | 'rtl' {
  return flags.includes('rtl') && isRtlLocale(locale) ? 'rtl' : 'ltr'
}
