import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  NO_FARMING,
  averageStakeSubunits,
  boostPoints,
  farmBet,
  pointsForBet,
  rangeReached,
  slipFarming,
  targetRange,
  type FarmingBet,
  type FarmingRanges,
  type FarmingRule,
} from './farming'

const RULE: FarmingRule = {
  minStakeSubunits: 100,
  minOddsMillis: 1_500,
  farmOncePerEvent: true,
}
const RANGES: FarmingRanges = [
  { points: 10, freebetSubunits: 200 },
  { points: 50, freebetSubunits: 1_500 },
]
const EUR = 2
const bet = (over: Partial<FarmingBet> = {}): FarmingBet => ({
  stakeSubunits: 1_000,
  totalOddsMillis: 2_000,
  voided: false,
  eventIds: ['m1'],
  ...over,
})

describe('points farming (issue 39)', () => {
  it('earns a point per unit staked at odds 2.00, in proportion to the odds', () => {
    expect(pointsForBet(RULE, bet(), EUR)).toBe(10)
    expect(pointsForBet(RULE, bet({ totalOddsMillis: 3_000 }), EUR)).toBe(15)
    expect(pointsForBet(RULE, bet({ stakeSubunits: 150, totalOddsMillis: 1_500 }), EUR)).toBe(1)
  })

  it('earns nothing for a voided bet, below the stake or odds, or from an event farmed before', () => {
    expect(pointsForBet(RULE, bet({ voided: true }), EUR)).toBe(0)
    expect(pointsForBet(RULE, bet({ stakeSubunits: 99 }), EUR)).toBe(0)
    expect(pointsForBet(RULE, bet({ totalOddsMillis: 1_499 }), EUR)).toBe(0)
    const once = farmBet(RULE, NO_FARMING, bet(), EUR)
    expect(farmBet(RULE, once, bet({ eventIds: ['m2', 'm1'] }), EUR)).toBe(once)
    // Without farm-once-per-event the same event earns again.
    const again = { ...RULE, farmOncePerEvent: false }
    expect(farmBet(again, once, bet(), EUR).points).toBe(20)
  })

  it('keeps the stats the spec names: bets, average stake, points, available points, events', () => {
    const stats = [bet(), bet({ stakeSubunits: 3_000, eventIds: ['m2', 'm3'] })].reduce(
      (s, b) => farmBet(RULE, s, b, EUR),
      NO_FARMING,
    )
    expect(stats).toEqual({
      betsCount: 2,
      stakedSubunits: 4_000,
      points: 40,
      availablePoints: 40,
      farmedEventIds: ['m1', 'm2', 'm3'],
    })
    expect(averageStakeSubunits(stats)).toBe(2_000)
    expect(averageStakeSubunits(NO_FARMING)).toBe(0)
  })

  it('shows the slip what its bets would earn and the freebet that would be worth', () => {
    const stats = farmBet(RULE, NO_FARMING, bet({ stakeSubunits: 4_000 }), EUR)
    expect(slipFarming(RULE, RANGES, stats, [bet({ eventIds: ['m9'] })], EUR)).toEqual({
      points: 40,
      availablePoints: 40,
      potentialPoints: 10,
      potentialFreebetSubunits: 1_500,
    })
    expect(slipFarming(RULE, RANGES, NO_FARMING, [], EUR).potentialFreebetSubunits).toBe(0)
  })

  it('boosts the available points into the freebet of the highest range reached, once', () => {
    expect(rangeReached(RANGES, 9)).toBeUndefined()
    expect(rangeReached(RANGES, 55)).toEqual({ index: 1, points: 50, freebetSubunits: 1_500 })
    const stats = { ...NO_FARMING, points: 55, availablePoints: 55 }
    const boosted = boostPoints(RANGES, stats)
    expect(boosted).toEqual({
      index: 1,
      freebetSubunits: 1_500,
      stats: { ...stats, availablePoints: 5 },
    })
    expect(boostPoints(RANGES, boosted?.stats ?? NO_FARMING)).toBeUndefined()
  })

  it('never loses or invents points: farming adds what each bet earns, boosting only spends', () => {
    const bets = fc.array(
      fc.record({
        stakeSubunits: fc.integer({ min: 0, max: 100_000 }),
        totalOddsMillis: fc.integer({ min: 1_001, max: 50_000 }),
        voided: fc.boolean(),
        eventIds: fc.array(fc.constantFrom('a', 'b', 'c', 'd', 'e'), { maxLength: 3 }),
      }),
      { maxLength: 20 },
    )
    fc.assert(
      fc.property(bets, (list) => {
        let stats = NO_FARMING
        let earned = 0
        for (const b of list) {
          earned += pointsForBet(RULE, b, EUR, stats.farmedEventIds)
          stats = farmBet(RULE, stats, b, EUR)
        }
        expect(stats.points).toBe(earned)
        const boosted = boostPoints(RANGES, stats)
        if (boosted) {
          expect(boosted.stats.points).toBe(stats.points)
          expect(boosted.stats.availablePoints).toBeGreaterThanOrEqual(0)
          expect(boosted.stats.availablePoints).toBeLessThan(stats.availablePoints)
        }
      }),
    )
  })

  it('works towards the first range above the points, or the last once all are reached', () => {
    expect(targetRange(RANGES, 0)?.points).toBe(10)
    expect(targetRange(RANGES, 10)?.points).toBe(50)
    expect(targetRange(RANGES, 70)?.points).toBe(50)
    expect(targetRange<{ points: number }>([], 5)).toBeUndefined()
  })
})
