import { describe, expect, it } from 'vitest'
import { betRef } from './bet-rows'

describe('betRef', () => {
  it('is 10 characters a player can read out, without 0, O, 1 or I, and new each time', () => {
    const refs = Array.from({ length: 1_000 }, () => betRef())
    for (const ref of refs) expect(ref).toMatch(/^[A-HJ-NP-Z2-9]{10}$/)
    expect(new Set(refs).size).toBe(refs.length)
    // Every character of the alphabet turns up (10,000 draws of 32).
    expect(new Set(refs.join('')).size).toBe(32)
  })
})
