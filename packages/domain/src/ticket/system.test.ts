import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  combinationCount,
  elementarySymmetric,
  systemId,
  systemPotentialWinSubunits,
  systemTypesFor,
} from './system'

/** Every k-subset, for the brute-force comparison. */
function* subsets<T>(items: readonly T[], k: number, start = 0): Generator<T[]> {
  if (k === 0) {
    yield []
    return
  }
  for (let i = start; i <= items.length - k; i += 1) {
    for (const rest of subsets(items, k - 1, i + 1)) yield [items[i] as T, ...rest]
  }
}

function bruteForceWin(stake: number, odds: readonly number[], k: number): number {
  let sum = 0n
  for (const combination of subsets(odds, k))
    sum += combination.reduce((acc, m) => acc * BigInt(m), 1n)
  return Number((BigInt(stake) * sum) / 1000n ** BigInt(k))
}

describe('system bets', () => {
  it('offers k-of-n for 2 ≤ k < n, sorted by totalCount then winCount (spec §3.3)', () => {
    expect(systemTypesFor(2)).toEqual([])
    expect(systemTypesFor(4).map(systemId)).toEqual(['2/4', '3/4'])
    expect(systemTypesFor(5).map(systemId)).toEqual(['2/5', '3/5', '4/5'])
  })

  it('counts combinations exactly', () => {
    expect(combinationCount(3, 2)).toBe(3)
    expect(combinationCount(40, 20)).toBe(137_846_528_820)
    expect(combinationCount(3, 4)).toBe(0)
    expect(combinationCount(3, -1)).toBe(0)
  })

  it('sums every combination without enumerating them', () => {
    expect(elementarySymmetric([2n, 3n, 4n], 2)).toBe(26n)
    expect(elementarySymmetric([2n, 3n, 4n], 0)).toBe(1n)
    expect(elementarySymmetric([2n, 3n], 3)).toBe(0n)
    expect(systemPotentialWinSubunits(100, [2000, 3000, 4000], 2)).toBe(2600)
  })

  it('equals brute-force enumeration for n ≤ 10 (property)', () => {
    fc.assert(
      fc.property(
        // Bounded so every win stays below 2^53 subunits (beyond, wins saturate by design).
        fc.array(fc.integer({ min: 1001, max: 10_000 }), { minLength: 3, maxLength: 10 }),
        fc.integer({ min: 1, max: 1_000 }),
        fc.nat(),
        (odds, stake, pick) => {
          const k = 2 + (pick % (odds.length - 2))
          expect(systemPotentialWinSubunits(stake, odds, k)).toBe(bruteForceWin(stake, odds, k))
        },
      ),
    )
  })
})
