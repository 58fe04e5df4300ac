import { describe, expect, it } from 'vitest'
import { newId } from './ids'

describe('newId', () => {
  it('is a version 7 UUID whose order follows time', () => {
    const ids = [1_000, 2_000, 2_001, 1_795_000_000_000].map((ms) => newId(ms))
    for (const id of ids)
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect([...ids].sort()).toEqual(ids)
    expect(newId(5)).not.toBe(newId(5))
  })

  it('gives ids of the same millisecond their own random bits, across refills of its randomness', () => {
    const ids = Array.from({ length: 2_000 }, () => newId(7))
    expect(new Set(ids).size).toBe(ids.length)
    // The random part alone differs too (the buffer is refilled every 409 ids).
    expect(new Set(ids.map((id) => id.slice(15))).size).toBe(ids.length)
  })
})
