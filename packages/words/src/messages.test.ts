import { LOCALES, PLACEMENT_ERROR_CODE } from '@sportsbook/domain'
import { createTranslator } from 'use-intl/core'
import { describe, expect, it } from 'vitest'
import { MESSAGES, messagesFor } from './catalogue'
import { playerMessage } from './player-messages'
import { wordsIn } from './translator'

function keysOf(messages: unknown, prefix = ''): string[] {
  if (typeof messages !== 'object' || messages === null) return [prefix]
  return Object.entries(messages).flatMap(([key, value]) =>
    keysOf(value, prefix ? `${prefix}.${key}` : key),
  )
}

const english = keysOf(MESSAGES.en).sort()

/** The raw text of a message by its dotted key. */
function rawMessage(messages: unknown, key: string): string {
  const value = key
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        typeof node === 'object' && node !== null ? Reflect.get(node, part) : undefined,
      messages,
    )
  return typeof value === 'string' ? value : ''
}

/** A value for every argument a message names ({count}, {name}, …): 2 suits plurals too. */
function argumentsOf(text: string): Record<string, number> {
  return Object.fromEntries([...text.matchAll(/\{(\w+)[,}]/g)].map((m) => [m[1] ?? '', 2]))
}

describe('translations (spec §2.7: nine locales, every UI string keyed)', () => {
  it('has a message file for every supported locale', () => {
    expect(Object.keys(MESSAGES).sort()).toEqual([...LOCALES].sort())
  })

  it.each(LOCALES.filter((locale) => locale !== 'en'))(
    '%s has exactly the English keys',
    (locale) => {
      expect(keysOf(MESSAGES[locale]).sort()).toEqual(english)
    },
  )

  it.each([...LOCALES])('%s: every message is valid ICU and formats', (locale) => {
    const errors: string[] = []
    const t = createTranslator({
      locale,
      messages: messagesFor(locale),
      onError: (error) => errors.push(error.message),
    })
    for (const key of english) {
      // Keys are checked against the English file at compile time; here they come from data.
      const text = (t as (key: string, values?: Record<string, number>) => string)(
        key,
        argumentsOf(rawMessage(messagesFor(locale), key)),
      )
      expect(text, key).not.toBe(key)
    }
    expect(errors).toEqual([])
  })

  it('keeps the spec’s keys (page.error.description, sb.ticket.*, error.place_bets.*)', () => {
    for (const key of [
      'page.error.description',
      'sb.ticket.suspended.label',
      'sb.ticket.not-available.label',
      'sb.ticket.doubles',
      'sb.ticket.trebles',
      'sb.ticket.accumulator',
      'error.place_bets.default',
      'error.place_bets.invalid_odds',
      'error.place_bets.invalid_odds_custom_bet',
      'error.platform.pve_player_bet_forbidden',
      'error.potential_win.equal_or_less',
    ]) {
      expect(english).toContain(key)
    }
  })

  it('falls back to English for a locale without a file (right-to-left extras)', () => {
    expect(messagesFor('ar').page.error.title).toBe('Oops, something went wrong')
    expect(messagesFor('de').page.error.title).toBe('Hoppla, etwas ist schiefgelaufen')
  })
})

describe('the api’s words (one catalogue with the pages’)', () => {
  it('says a player message in the player’s locale, English for one the site lacks', () => {
    expect(playerMessage('de', 'excludedUntil', { until: '2026-12-01' })).toBe(
      'Ihr Konto ist bis 2026-12-01 vom Spiel ausgeschlossen',
    )
    expect(playerMessage('xx', 'wrongCode')).toBe('Wrong code')
    expect(wordsIn('pt-BR')('email.reset.body', { link: 'https://x.test/r' })).toContain(
      'https://x.test/r',
    )
  })

  it('refuses to format a message with a parameter missing, naming its key', () => {
    expect(() => playerMessage('de', 'excludedUntil')).toThrow(/player\.excludedUntil/)
    expect(() => wordsIn('sv')('notice.bet_won.body', {})).toThrow(/notice\.bet_won\.body/)
  })

  it('has a message for every placement error code', () => {
    for (const code of Object.values(PLACEMENT_ERROR_CODE))
      for (const locale of LOCALES)
        expect(playerMessage(locale, `placement.${code}`)).not.toMatch(/^player\./)
  })
})
