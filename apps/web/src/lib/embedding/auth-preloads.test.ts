import { describe, expect, it } from 'vitest'
import { authPreloads } from './bridge'

describe('iframe auth preloaders (spec §6.4 flag)', () => {
  it('asks a visitor’s host to preload the auth frames it handles, only with the flag', () => {
    expect(authPreloads(true, true, ['sign_in', 'sign_up', 'deposit'])).toEqual([
      'sign_in',
      'sign_up',
    ])
    expect(authPreloads(true, true, ['sign_up'])).toEqual(['sign_up'])
    expect(authPreloads(true, true, ['deposit'])).toEqual([])
    expect(authPreloads(false, true, ['sign_in', 'sign_up'])).toEqual([])
    expect(authPreloads(true, false, ['sign_in', 'sign_up'])).toEqual([])
  })
})
