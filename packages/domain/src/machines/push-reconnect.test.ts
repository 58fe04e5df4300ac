import { describe, expect, it } from 'vitest'
import {
  PUSH_RECONNECT_MAX_MS,
  PUSH_RECONNECT_MIN_MS,
  backoffDelay,
  tokenRetryDelay,
} from './push-reconnect'

describe('push back-off (spec §9.2)', () => {
  it('grows with each attempt within the reconnect bounds, jittered', () => {
    const at = (attempt: number, random: number) =>
      backoffDelay(attempt, PUSH_RECONNECT_MIN_MS, PUSH_RECONNECT_MAX_MS, random)
    expect(at(0, 0)).toBe(500)
    expect(at(0, 0.999)).toBe(999)
    expect(at(3, 0.5)).toBe(2_500)
    expect(at(40, 0.999)).toBe(20_000)
    for (let attempt = 0; attempt < 50; attempt += 1)
      for (const random of [0, 0.3, 0.999]) {
        expect(at(attempt, random)).toBeGreaterThanOrEqual(PUSH_RECONNECT_MIN_MS)
        expect(at(attempt, random)).toBeLessThanOrEqual(PUSH_RECONNECT_MAX_MS)
      }
  })

  it('tries a failed token again after 5 to 10 s', () => {
    expect(tokenRetryDelay(0)).toBe(5_000)
    expect(tokenRetryDelay(0.5)).toBe(7_500)
    expect(tokenRetryDelay(0.9999)).toBe(9_999)
  })
})
