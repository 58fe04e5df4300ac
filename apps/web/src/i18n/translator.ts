import 'server-only'
import { createTranslator } from 'use-intl/core'
import { compiledMessagesFor } from './compiled-messages'
import { MESSAGE_FORMATS } from './message-formats'

/** Server components' translations: `const t = translator(locale); t('page.error.title')`. */
export function translator(locale: string) {
  return createTranslator({
    locale,
    messages: compiledMessagesFor(locale),
    formats: MESSAGE_FORMATS,
  })
}
