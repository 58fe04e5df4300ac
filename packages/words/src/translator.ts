import { DEFAULT_LOCALE, isLocale } from '@sportsbook/domain'
import { createTranslator } from 'use-intl/core'
import { messagesFor, type Messages } from './catalogue'

export type Words = ReturnType<typeof createTranslator<Messages>>

const TRANSLATORS = new Map<string, Words>()

/**
 * The product's words in `locale`, read as the web's pages read them: ICU messages from the one
 * catalogue, keys typed from the English file, English where a translation lacks a key (and for
 * a locale the site does not have). A message that cannot be formatted (a parameter missing)
 * throws, naming its key: nothing half filled reaches a player, and the catalogue's test formats
 * every key of every locale with its parameters.
 */
export function wordsIn(locale: string): Words {
  const known = isLocale(locale) ? locale : DEFAULT_LOCALE
  let words = TRANSLATORS.get(known)
  if (!words) {
    words = createTranslator({
      locale: known,
      messages: messagesFor(known),
      // use-intl reports an error, then asks what to show instead: nothing, it is refused.
      onError: () => undefined,
      getMessageFallback: ({ namespace, key, error }) => {
        const id = namespace ? `${namespace}.${key}` : key
        throw new Error(`Message ${id} (${known}) cannot be formatted: ${error.message}`)
      },
    })
    TRANSLATORS.set(known, words)
  }
  return words
}
