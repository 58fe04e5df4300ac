import { describe, expect, it } from 'vitest'
import { chooseBonus, type BonusOffer } from './bonus-choice'
import { comboboostFor, type Comboboost } from './comboboost'
import { freebetIneligibility, type Freebet } from './freebet'

const offer = (
  id: string,
  type: BonusOffer['type'],
  version = '1',
  freebetStakeSubunits?: number,
): BonusOffer => ({
  id,
  type,
  version,
  ...(freebetStakeSubunits === undefined ? {} : { freebetStakeSubunits }),
})

describe('bonus choice (spec §4.8)', () => {
  const hunting = offer('h', 'hunting')
  const tournament = offer('t', 'tournament')
  const boost = offer('c', 'comboboost')
  const freebet = offer('f', 'freebet', '1', 500)

  it('prefers hunting, then tournament, then comboboost', () => {
    expect(chooseBonus(undefined, [boost, tournament, hunting]).bonus).toBe(hunting)
    expect(chooseBonus(undefined, [boost, tournament]).bonus).toBe(tournament)
    expect(chooseBonus(undefined, [boost]).bonus).toBe(boost)
    expect(chooseBonus(undefined, [freebet]).bonus).toBeUndefined()
  })

  it('keeps the chosen bonus while offered unchanged', () => {
    expect(chooseBonus(boost, [hunting, boost])).toEqual({ bonus: boost, resetStake: false })
  })

  it('falls back and resets the stake when a chosen freebet disappears or changes', () => {
    expect(chooseBonus(freebet, [boost])).toEqual({ bonus: boost, resetStake: true })
    expect(chooseBonus(freebet, [offer('f', 'freebet', '2', 800), boost])).toEqual({
      bonus: boost,
      resetStake: true,
    })
    expect(chooseBonus(boost, [hunting])).toEqual({ bonus: hunting, resetStake: false })
  })

  it('uses a positive freebet stake as the stake', () => {
    expect(chooseBonus(freebet, [freebet])).toEqual({
      bonus: freebet,
      resetStake: false,
      stakeSubunits: 500,
    })
  })
})

describe('comboboost', () => {
  const boost: Comboboost = {
    minOddsMillis: 1300,
    onlyVerified: false,
    ranges: [
      { minCount: 3, maxCount: 4, oddsMillis: 1050 },
      { minCount: 5, maxCount: 40, oddsMillis: 1100 },
    ],
  }
  const selections = (...odds: number[]) =>
    odds.map((oddsMillis, i) => ({ id: `s${i}`, oddsMillis }))

  it('counts only selections at min odds or more and finds the active range', () => {
    expect(comboboostFor(boost, selections(1500, 1500, 1200, 1400), false)).toEqual({
      available: true,
      activeRangeIndex: 0,
      oddsMillis: 1050,
      suitableSelectionIds: ['s0', 's1', 's3'],
    })
    expect(comboboostFor(boost, selections(2000, 2000, 2000, 2000, 2000), false)).toMatchObject({
      activeRangeIndex: 1,
      oddsMillis: 1100,
    })
    expect(comboboostFor(boost, selections(2000, 1200, 1200), false)).toEqual({
      available: false,
      reason: 'tooFewSelections',
    })
  })

  it('needs a verified player when verified-only', () => {
    expect(
      comboboostFor({ ...boost, onlyVerified: true }, selections(2000, 2000, 2000), false),
    ).toEqual({ available: false, reason: 'notVerified' })
    expect(
      comboboostFor({ ...boost, onlyVerified: true }, selections(2000, 2000, 2000), true).available,
    ).toBe(true)
  })
})

describe('freebet eligibility', () => {
  const freebet: Freebet = {
    isActive: true,
    amountSubunits: 500,
    currency: 'EUR',
    minOddsMillis: 1500,
    maxOddsMillis: 10_000,
    minSelections: 1,
    maxSelections: 3,
  }
  const bet = { currency: 'EUR', selectionCount: 2, totalOddsMillis: 3000 }

  it.each([
    [{ ...freebet, isActive: false }, bet, 'inactive'],
    [freebet, { ...bet, currency: 'USD' }, 'currency'],
    [freebet, { ...bet, selectionCount: 4 }, 'selectionCount'],
    [freebet, { ...bet, selectionCount: 0 }, 'selectionCount'],
    [freebet, { ...bet, totalOddsMillis: 1400 }, 'odds'],
    [freebet, { ...bet, totalOddsMillis: 10_001 }, 'odds'],
    [freebet, bet, undefined],
  ] as const)('%# → %s', (f, b, reason) => {
    expect(freebetIneligibility(f, b)).toBe(reason)
  })
})
