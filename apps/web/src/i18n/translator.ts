import 'server-only'
import { createTranslator } from 'use-intl/core'
import { messagesFor } from '@sportsbook/words'

/** Server components' translations: `const t = translator(locale); t('page.error.title')`. */
export function translator(locale: string) {
  return createTranslator({ locale, messages: messagesFor(locale) })
}
