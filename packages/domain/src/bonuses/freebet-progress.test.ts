import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { advanceProgress, countsForProgress } from './freebet-progress'

const ranges = [
  { betsCount: 3, freebetsCount: 1 },
  { betsCount: 6, freebetsCount: 2 },
]

describe('freebet progress', () => {
  it('earns each range once, when its bets count is reached', () => {
    expect(advanceProgress(ranges, 0, 2)).toEqual({ progress: 2, counted: 2, earned: [] })
    expect(advanceProgress(ranges, 2, 1)).toEqual({
      progress: 3,
      counted: 1,
      earned: [{ rangeIndex: 0, freebetsCount: 1 }],
    })
    expect(advanceProgress(ranges, 3, 1).earned).toEqual([])
    expect(advanceProgress(ranges, 1, 10)).toEqual({
      progress: 6,
      counted: 5,
      earned: [
        { rangeIndex: 0, freebetsCount: 1 },
        { rangeIndex: 1, freebetsCount: 2 },
      ],
    })
    expect(advanceProgress(ranges, 6, 4)).toEqual({ progress: 6, counted: 0, earned: [] })
  })

  it('pays the same however the bets are split between placements', () => {
    const split = fc.array(fc.integer({ min: 0, max: 5 }), { maxLength: 12 })
    fc.assert(
      fc.property(split, (parts) => {
        let progress = 0
        let freebets = 0
        for (const bets of parts) {
          const step = advanceProgress(ranges, progress, bets)
          progress = step.progress
          freebets += step.earned.reduce((sum, e) => sum + e.freebetsCount, 0)
        }
        const total = parts.reduce((sum, n) => sum + n, 0)
        const once = advanceProgress(ranges, 0, total)
        expect(progress).toBe(once.progress)
        expect(freebets).toBe(once.earned.reduce((sum, e) => sum + e.freebetsCount, 0))
      }),
    )
  })

  it('counts money bets at the minimum stake or more', () => {
    expect(countsForProgress({ stakeSubunits: 500, minStakeSubunits: 500, withBonus: false })).toBe(
      true,
    )
    expect(countsForProgress({ stakeSubunits: 499, minStakeSubunits: 500, withBonus: false })).toBe(
      false,
    )
    expect(countsForProgress({ stakeSubunits: 500, minStakeSubunits: 500, withBonus: true })).toBe(
      false,
    )
  })
})
