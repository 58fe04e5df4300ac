import { describe, expect, it } from 'vitest'
import { RAISE_DELAY_MS, exceedsLimit, limitEffectiveAt, periodStart } from './limits'

describe('responsible gambling limits', () => {
  const now = Date.parse('2026-11-22T12:00:00Z')

  it('tightens at once and loosens only after 24 hours', () => {
    expect(limitEffectiveAt(null, 10_000, now)).toBe(now)
    expect(limitEffectiveAt(10_000, 5_000, now)).toBe(now)
    expect(limitEffectiveAt(10_000, 10_000, now)).toBe(now)
    expect(limitEffectiveAt(10_000, 20_000, now)).toBe(now + RAISE_DELAY_MS)
  })

  it('counts money over rolling periods and refuses what would go over', () => {
    expect(now - periodStart('day', now)).toBe(24 * 3600 * 1000)
    expect(now - periodStart('week', now)).toBe(7 * 24 * 3600 * 1000)
    expect(now - periodStart('month', now)).toBe(30 * 24 * 3600 * 1000)
    expect(exceedsLimit(9_000, 1_000, 10_000)).toBe(false)
    expect(exceedsLimit(9_000, 1_001, 10_000)).toBe(true)
  })
})
