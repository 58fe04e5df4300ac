import type { NotificationType } from '@sportsbook/contracts'
import { LOCALES } from '@sportsbook/domain'
import { wordsIn } from '@sportsbook/words'

type Texts = { readonly title: string; readonly caption: string; readonly body: string }

/**
 * A notice's texts in `language` (English for a language the site does not have), from the
 * catalogue's `notice` messages with `{ref}`, `{amount}` and `{name}` filled in.
 */
export function noticeTexts(
  type: Exclude<NotificationType, 'operator'>,
  language: string,
  params: { readonly ref: string; readonly amount: string; readonly name: string },
): Texts {
  const t = wordsIn(language)
  return {
    title: t(`notice.${type}.title`, params),
    caption: t(`notice.${type}.caption`, params),
    body: t(`notice.${type}.body`, params),
  }
}

/** A money limit's name in every language, as a notice's `{name}` (the reader's is picked). */
export function limitName(type: 'deposit' | 'wager' | 'loss'): Readonly<Record<string, string>> {
  return Object.fromEntries(
    LOCALES.map((locale) => [locale, wordsIn(locale)(`notice.limitName.${type}`)]),
  )
}
