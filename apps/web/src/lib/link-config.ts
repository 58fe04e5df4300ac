import { LOCALES, type LinkConfig } from '@sportsbook/domain'
import type { WebEnv } from '@/env'

/** Configured locales (the nine, then any right-to-left extras) and whether URLs must name one. */
export function linkConfigOf(env: Pick<WebEnv, 'EXTRA_LOCALES' | 'LOCALE_IN_URL'>): LinkConfig {
  return { locales: [...LOCALES, ...env.EXTRA_LOCALES], localeRequired: env.LOCALE_IN_URL }
}
