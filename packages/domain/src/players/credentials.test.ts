import { describe, expect, it } from 'vitest'
import { isEmail, normalizeEmail, passwordProblems } from './credentials'

describe('credentials', () => {
  it('accepts a long enough password with a letter and a digit', () => {
    expect(passwordProblems('correct horse 9')).toEqual([])
    expect(passwordProblems('pässwört1')).toEqual([])
  })

  it('names every problem of a bad password', () => {
    expect(passwordProblems('abc')).toEqual(['tooShort', 'needsLetterAndDigit'])
    expect(passwordProblems('a1'.repeat(65))).toEqual(['tooLong'])
    expect(passwordProblems('12345678')).toEqual(['needsLetterAndDigit'])
    expect(passwordProblems('Ann1@example.com', ' ann1@Example.com ')).toEqual(['sameAsEmail'])
  })

  it('normalizes and checks e-mail addresses', () => {
    expect(normalizeEmail('  Ann@Example.COM ')).toBe('ann@example.com')
    expect(isEmail('ann@example.com')).toBe(true)
    expect(isEmail('ann@example')).toBe(false)
    expect(isEmail('an n@example.com')).toBe(false)
    expect(isEmail(`${'a'.repeat(250)}@e.co`)).toBe(false)
  })
})
