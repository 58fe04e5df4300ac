import { describe, expect, it } from 'vitest'
import { sportsLink, switchLocaleUrl } from './links'
import { isLocale, isRtlLocale, resolveLocale } from './locales'
import { checkSearchQuery } from './text-rules'

describe('locales (spec §2.7)', () => {
  it.each([
    ['en', 'en'],
    ['DE', 'de'],
    ['br', 'pt-BR'],
    ['pt', 'pt-BR'],
    ['pt-br', 'pt-BR'],
    ['de-AT', 'de'],
    ['en_GB', 'en'],
    ['nb', 'no'],
    ['fr', undefined],
  ])('resolves %s to %s', (code, locale) => {
    expect(resolveLocale(code)).toBe(locale)
  })

  it('maps sr to sr-ME where sr-ME is configured', () => {
    expect(resolveLocale('sr', ['en', 'sr-ME'])).toBe('sr-ME')
    expect(resolveLocale('sr')).toBeUndefined()
  })

  it('knows the right-to-left languages', () => {
    expect(['ar', 'he-IL', 'fa', 'ur'].every(isRtlLocale)).toBe(true)
    expect(isRtlLocale('en')).toBe(false)
    expect(isLocale('pt-BR')).toBe(true)
    expect(isLocale('pt')).toBe(false)
  })
})

describe('internal links (spec §2.1)', () => {
  it('prefixes the locale only when it is not the first configured one', () => {
    expect(sportsLink('/live', 'en')).toBe('/sports/live')
    expect(sportsLink('/live', 'de')).toBe('/de/sports/live')
    expect(sportsLink('/', 'en')).toBe('/sports')
    expect(sportsLink('football', 'es')).toBe('/es/sports/football')
    expect(sportsLink('/live', 'en', { locales: ['en', 'de'], localeRequired: true })).toBe(
      '/en/sports/live',
    )
  })

  it('leaves http, sms: and mailto: links unchanged', () => {
    for (const link of ['https://x.io/a', 'http://x.io', 'sms:+123', 'mailto:a@b.c']) {
      expect(sportsLink(link, 'de')).toBe(link)
    }
  })

  it('switches language keeping query and hash', () => {
    expect(switchLocaleUrl('/de/sports/live?time=today#top', 'es')).toBe(
      '/es/sports/live?time=today#top',
    )
    expect(switchLocaleUrl('/sports/live?x=1', 'de')).toBe('/de/sports/live?x=1')
    expect(switchLocaleUrl('/de/sports/live#h', 'en')).toBe('/sports/live#h')
    expect(switchLocaleUrl('/de/sports', 'en')).toBe('/sports')
    expect(switchLocaleUrl('/de', 'tr')).toBe('/tr/sports')
  })
})

describe('text rules (spec §5.4)', () => {
  it('bounds search queries to 3–50 characters', () => {
    expect(checkSearchQuery('  ab ')).toEqual({
      ok: false,
      error: { code: 'searchTooShort', min: 3 },
    })
    expect(checkSearchQuery(' arsenal ')).toEqual({ ok: true, value: 'arsenal' })
    expect(checkSearchQuery('x'.repeat(50)).ok).toBe(true)
    expect(checkSearchQuery('x'.repeat(51))).toEqual({
      ok: false,
      error: { code: 'searchTooLong', max: 50 },
    })
  })
})

describe('search length counts characters as read', () => {
  it('counts an emoji with a modifier as one character', () => {
    expect(checkSearchQuery('👍🏽👍🏽').ok).toBe(false)
    expect(checkSearchQuery('👍🏽👍🏽👍🏽').ok).toBe(true)
  })
})
