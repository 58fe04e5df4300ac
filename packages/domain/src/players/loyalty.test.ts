import { describe, expect, it } from 'vitest'
import { compPoints, statusGroupOf } from './loyalty'

describe('comp points and status groups', () => {
  it('gives a point per 10 units staked, rounded down', () => {
    expect(compPoints(0, 100)).toBe(0)
    expect(compPoints(999, 100)).toBe(0)
    expect(compPoints(1_000, 100)).toBe(1)
    expect(compPoints(123_456, 100)).toBe(123)
    expect(compPoints(1_000_000_000, 100_000_000)).toBe(1)
  })

  it('places points in the highest group they reach', () => {
    expect(statusGroupOf(0).id).toBe('bronze')
    expect(statusGroupOf(99).id).toBe('bronze')
    expect(statusGroupOf(100).id).toBe('silver')
    expect(statusGroupOf(10_000).id).toBe('platinum')
  })
})
