import { describe, expect, it } from 'vitest'
import { isInternalPath } from './internal-path'

describe('/init-sportsbook goes on only to this site (no open redirect)', () => {
  it('accepts paths on this site', () => {
    expect(isInternalPath('/sports/live?x=1')).toBe(true)
    expect(isInternalPath('/de/sports')).toBe(true)
  })

  it('refuses other sites and missing values', () => {
    for (const path of [
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      'https://evil.example',
      'sports',
      null,
    ])
      expect(isInternalPath(path)).toBe(false)
  })
})
