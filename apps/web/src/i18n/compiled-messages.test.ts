import { LOCALES } from '@sportsbook/domain'
import { messagesFor } from '@sportsbook/words'
import { _createCache, _createIntlFormatters } from 'use-intl/core'
import runtimeFormat from 'use-intl/format-message'
import formatOnly from 'use-intl/format-message/format-only'
import { describe, expect, it } from 'vitest'
import { compiledMessagesFor } from './compiled-messages'
import { MESSAGE_FORMATS } from './message-formats'

/** Every message of a tree with its dotted key. */
function entries(node: unknown, prefix = ''): [string, unknown][] {
  if (typeof node !== 'object' || node === null || Array.isArray(node)) return [[prefix, node]]
  return Object.entries(node).flatMap(([key, value]) =>
    entries(value, prefix ? `${prefix}.${key}` : key),
  )
}

/** A value for every argument a message names: 2 suits plurals, selects take their `other`. */
function argumentsOf(text: string): Record<string, number> {
  return Object.fromEntries([...text.matchAll(/\{(\w+)[,}]/g)].map((m) => [m[1] ?? '', 2]))
}

describe('messages compiled ahead of time (decision 158)', () => {
  it.each([...LOCALES])('%s: every message reads as the ICU runtime reads its source', (locale) => {
    const options = {
      cache: _createCache(),
      formatters: _createIntlFormatters(_createCache()),
      locale,
      timeZone: 'UTC',
      globalFormats: MESSAGE_FORMATS,
    }
    const compiled = new Map(entries(compiledMessagesFor(locale)))
    const source = entries(messagesFor(locale))
    expect(compiled.size).toBe(source.length)
    for (const [key, text] of source) {
      if (typeof text !== 'string') throw new Error(`${key} is not a text`)
      const values = argumentsOf(text)
      const expected = runtimeFormat(key, text, values, options)
      // format-only takes what icu-minify compiled: the browser's only formatter.
      const actual = formatOnly(key, compiled.get(key) as never, values, options)
      expect(actual, key).toEqual(expected)
    }
  })

  it('compiles a parameter, so the browser needs no parser', () => {
    const compiled = new Map(entries(compiledMessagesFor('en')))
    const parametrised = [...compiled].filter(([, value]) => Array.isArray(value))
    expect(parametrised.length).toBeGreaterThan(10)
  })

  it('is plain data, which a server component may hand to the browser', () => {
    const notPlain: string[] = []
    const walk = (node: unknown, path: string) => {
      if (typeof node !== 'object' || node === null) return
      const proto: unknown = Object.getPrototypeOf(node)
      if (proto !== Object.prototype && proto !== Array.prototype) notPlain.push(path)
      for (const [key, value] of Object.entries(node)) walk(value, `${path}.${key}`)
    }
    for (const locale of LOCALES) walk(compiledMessagesFor(locale), locale)
    expect(notPlain).toEqual([])
  })
})
