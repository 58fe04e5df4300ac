import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { RAISE_DELAY_MS, exceedsLimit, limitEffectiveAt, nearsLimit, periodStart } from './limits'

describe('responsible gambling limits', () => {
  const now = Date.parse('2026-11-22T12:00:00Z')

  it('tightens at once and loosens only after 24 hours', () => {
    const daily = (amount: number) => ({ amount, period: 'day' as const })
    expect(limitEffectiveAt(null, daily(10_000), now)).toBe(now)
    expect(limitEffectiveAt(daily(10_000), daily(5_000), now)).toBe(now)
    expect(limitEffectiveAt(daily(10_000), daily(10_000), now)).toBe(now)
    expect(limitEffectiveAt(daily(10_000), daily(20_000), now)).toBe(now + RAISE_DELAY_MS)
  })
  it('counts a shorter period as looser: a month’s 100 made a day’s 100 waits too', () => {
    const at = (amount: number, period: 'day' | 'week' | 'month') => ({ amount, period })
    expect(limitEffectiveAt(at(10_000, 'month'), at(10_000, 'day'), now)).toBe(now + RAISE_DELAY_MS)
    expect(limitEffectiveAt(at(10_000, 'week'), at(9_000, 'day'), now)).toBe(now + RAISE_DELAY_MS)
    expect(limitEffectiveAt(at(10_000, 'day'), at(10_000, 'month'), now)).toBe(now)
    expect(limitEffectiveAt(at(10_000, 'day'), at(20_000, 'week'), now)).toBe(now + RAISE_DELAY_MS)
    // Time limits have no period: minutes alone decide.
    expect(limitEffectiveAt({ amount: 60, period: null }, { amount: 30, period: null }, now)).toBe(
      now,
    )
  })

  it('counts money over rolling periods and refuses what would go over', () => {
    expect(now - periodStart('day', now)).toBe(24 * 3600 * 1000)
    expect(now - periodStart('week', now)).toBe(7 * 24 * 3600 * 1000)
    expect(now - periodStart('month', now)).toBe(30 * 24 * 3600 * 1000)
    expect(exceedsLimit(9_000, 1_000, 10_000)).toBe(false)
    expect(exceedsLimit(9_000, 1_001, 10_000)).toBe(true)
  })

  it('tells of a limit nearly reached when its use crosses 80 %, and only then', () => {
    expect(nearsLimit(7_000, 999, 10_000)).toBe(false)
    expect(nearsLimit(7_000, 1_000, 10_000)).toBe(true)
    expect(nearsLimit(8_000, 500, 10_000)).toBe(false)
    // Over the limit is refused, not warned of; a loss below zero counts from nothing.
    expect(nearsLimit(7_000, 3_001, 10_000)).toBe(false)
    expect(nearsLimit(-50_000, 8_000, 10_000)).toBe(true)
  })

  it('warns at most once while the use climbs within the limit', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000 }),
        fc.array(fc.integer({ min: 1, max: 20_000 }), { maxLength: 40 }),
        (limit, amounts) => {
          let used = 0
          let warnings = 0
          for (const amount of amounts) {
            if (exceedsLimit(used, amount, limit)) continue
            if (nearsLimit(used, amount, limit)) warnings += 1
            used += amount
          }
          expect(warnings).toBe(used * 100 >= limit * 80 ? 1 : 0)
        },
      ),
    )
  })
})
