import { describe, expect, it } from 'vitest'
import { fillRandom, newId, randomCode } from './ids'

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

describe('fillRandom', () => {
  it('hands out every byte once, whatever the sizes asked for, across refills', () => {
    // Draws of 10, 16 and 3 bytes interleaved, 1,500 of them: 14.5 KB, three refills.
    const sizes = [10, 16, 3]
    const draws = Array.from({ length: 1_500 }, (_, i) => {
      const bytes = Buffer.alloc((sizes[i % sizes.length] ?? 1) + 2, 0xee)
      fillRandom(bytes, 1, bytes.length - 1)
      // Only the range asked for is written.
      expect([bytes[0], bytes.at(-1)]).toEqual([0xee, 0xee])
      return bytes.subarray(1, -1).toString('hex')
    })
    const tenByteDraws = draws.filter((hex) => hex.length === 20)
    expect(new Set(tenByteDraws).size).toBe(tenByteDraws.length)
    expect(() => {
      fillRandom(Buffer.alloc(5000), 0, 5000)
    }).toThrow(RangeError)
  })
})

describe('randomCode', () => {
  it('draws every character of an alphabet as often, whatever its size', () => {
    // 31 characters: a plain remainder of a byte would pick the first 8 a ninth more often.
    const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'
    const counts = new Map<string, number>()
    for (const char of randomCode(alphabet, 31 * 10_000))
      counts.set(char, (counts.get(char) ?? 0) + 1)
    expect([...counts.keys()].sort().join('')).toBe(alphabet.split('').sort().join(''))
    // 10,000 each, give or take six standard deviations (100 each); the bias would be +900.
    for (const count of counts.values()) expect(Math.abs(count - 10_000)).toBeLessThan(600)
  })

  it('refuses an alphabet it cannot draw from evenly', () => {
    expect(() => randomCode('', 4)).toThrow(RangeError)
    expect(() => randomCode('x'.repeat(257), 4)).toThrow(RangeError)
  })
})
