import { describe, expect, it } from 'vitest'
import { contributeToLevel, drawDropPoint, jackpotContribution, playsForJackpot } from './jackpot'

const level = { seedSubunits: 10_000, capSubunits: 50_000, contributionBasisPoints: 50 }
const jackpot = { currency: 'EUR', minStakeSubunits: 100 }

describe('jackpots', () => {
  it('a money bet in the currency at the minimum stake plays; a bonus, another currency or less does not', () => {
    expect(
      playsForJackpot({ currency: 'EUR', stakeSubunits: 100, withBonus: false }, jackpot),
    ).toBe(true)
    expect(playsForJackpot({ currency: 'EUR', stakeSubunits: 99, withBonus: false }, jackpot)).toBe(
      false,
    )
    expect(
      playsForJackpot({ currency: 'USD', stakeSubunits: 500, withBonus: false }, jackpot),
    ).toBe(false)
    expect(playsForJackpot({ currency: 'EUR', stakeSubunits: 500, withBonus: true }, jackpot)).toBe(
      false,
    )
    expect(
      playsForJackpot(
        { currency: 'EUR', stakeSubunits: 0, withBonus: false },
        { ...jackpot, minStakeSubunits: 0 },
      ),
    ).toBe(false)
  })

  it('takes the basis points of the stake, rounded down', () => {
    expect(jackpotContribution(1000, 50)).toBe(5)
    expect(jackpotContribution(1999, 50)).toBe(9)
    expect(jackpotContribution(150, 50)).toBe(0)
  })

  it('draws the drop point above the seed and at most the cap', () => {
    expect(drawDropPoint(level, 0)).toBe(10_001)
    expect(drawDropPoint(level, 0.5)).toBe(30_001)
    expect(drawDropPoint(level, 0.999_999_9)).toBe(50_000)
    expect(drawDropPoint({ ...level, capSubunits: 10_001 }, 0.7)).toBe(10_001)
  })

  it('grows the pool below the drop point and pays it all at the point, starting again at the seed', () => {
    expect(contributeToLevel(level, 20_000, 30_000, 5)).toEqual({ won: null, pool: 20_005 })
    expect(contributeToLevel(level, 29_995, 30_000, 5)).toEqual({ won: 30_000, pool: 10_000 })
    expect(contributeToLevel(level, 29_999, 30_000, 7)).toEqual({ won: 30_006, pool: 10_000 })
    // Nothing contributed: the pool cannot drop.
    expect(contributeToLevel(level, 30_000, 30_000, 0)).toEqual({ won: null, pool: 30_000 })
  })
})
