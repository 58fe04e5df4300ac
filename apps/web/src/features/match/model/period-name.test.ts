import { LOCALES } from '@sportsbook/domain'
import { SPORT_DEFINITIONS } from '@sportsbook/feed'
import { messagesFor } from '@sportsbook/words'
import { _createCache, _createIntlFormatters } from 'use-intl/core'
import runtimeFormat from 'use-intl/format-message'
import formatOnly from 'use-intl/format-message/format-only'
import { describe, expect, it } from 'vitest'
import { compiledMessagesFor } from '@/i18n/compiled-messages'
import { periodSport } from './period-name'

/** `match.period` as the browser formats it: compiled ahead of time, read by format-only. */
function periodName(locale: string, sportKey: string, number: number): string {
  const options = {
    cache: _createCache(),
    formatters: _createIntlFormatters(_createCache()),
    locale,
    timeZone: 'UTC',
  }
  const values = { sport: periodSport(sportKey), number }
  const browser = formatOnly(
    'match.period',
    compiledMessagesFor(locale).match.period,
    values,
    options,
  )
  // The ICU runtime on the source text reads the same (the compiled form drops nothing).
  expect(runtimeFormat('match.period', messagesFor(locale).match.period, values, options)).toBe(
    browser,
  )
  if (typeof browser !== 'string') throw new Error(`match.period is not text in ${locale}`)
  return browser
}

describe("a scoreboard's periods, named in the page's language", () => {
  it.each([...LOCALES])('%s names every simulated sport’s periods in words', (locale) => {
    for (const { key } of SPORT_DEFINITIONS)
      for (const number of [1, 2, 3]) {
        const name = periodName(locale, key, number)
        expect(name, key).toContain(String(number))
        expect(name, key).not.toBe(String(number))
      }
  })

  it('names a half in German, a period in English, and a sport it does not know by number', () => {
    expect(periodName('de', 'football', 1)).toBe('1. Halbzeit')
    expect(periodName('en', 'ice-hockey', 3)).toBe('3rd period')
    expect(periodName('en', 'football', 2)).toBe('2nd half')
    expect(periodName('en', 'handball', 2)).toBe('2')
  })
})
