import { describe, expect, it } from 'vitest'
import { sameSitePath } from './same-site-path'

describe('sameSitePath (every redirect parameter)', () => {
  it('keeps paths of this site with their query', () => {
    expect(sameSitePath('/sports/live?x=1')).toBe('/sports/live?x=1')
    expect(sameSitePath('/de/sports#top')).toBe('/de/sports#top')
  })

  it('accepts an absolute address only on the configured site', () => {
    const site = ['http://localhost:3000', 'https://mirror.example']
    expect(sameSitePath('http://localhost:3000/sports/live?x=1', site)).toBe('/sports/live?x=1')
    expect(sameSitePath('https://mirror.example/sports', site)).toBe('/sports')
    expect(sameSitePath('https://evil.example/sports', site)).toBeUndefined()
    expect(sameSitePath('http://localhost:3000@evil.example/', site)).toBeUndefined()
    expect(sameSitePath('http://localhost:3000/sports')).toBeUndefined()
  })

  it('refuses every way browsers turn a path into another site', () => {
    for (const target of [
      '//evil.example',
      '/\\evil.example',
      '/%09/evil.example'.replace('%09', '\t'),
      '/\n/evil.example',
      '\t//evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      'sports',
      '',
      null,
      undefined,
    ])
      expect(sameSitePath(target), JSON.stringify(target)).toBeUndefined()
  })
})
