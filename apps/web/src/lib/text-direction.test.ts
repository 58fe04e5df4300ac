import { describe, expect, it } from 'vitest'
import { textDirection } from './text-direction'

describe('text direction (spec §2.7)', () => {
  it('is right to left for ar, he, fa and ur when the rtl flag is on', () => {
    for (const locale of ['ar', 'he', 'fa', 'ur'])
      expect(textDirection(locale, ['rtl'])).toBe('rtl')
  })

  it('stays left to right without the flag, and for every other language', () => {
    expect(textDirection('ar', [])).toBe('ltr')
    expect(textDirection('ar', ['delta-compression'])).toBe('ltr')
    expect(textDirection('de', ['rtl'])).toBe('ltr')
  })
})
