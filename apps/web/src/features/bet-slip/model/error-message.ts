import { DEFAULT_PLACEMENT_ERROR_KEY } from '@sportsbook/domain'
import type { useTranslations } from 'use-intl'
import { isErrorMessageKey } from './placement-error'

/** The message of a spec §8.1 error key, or the default placement error for an unknown key. */
export function errorMessage(t: ReturnType<typeof useTranslations<never>>, key: string): string {
  return isErrorMessageKey(key) ? t(key) : t(DEFAULT_PLACEMENT_ERROR_KEY)
}
