import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { err, type Result } from '../result'
import {
  addSelection,
  applyCustomOdds,
  changeBetType,
  changeSystemType,
  removeSelection,
  toggleSelection,
} from './bet-type'
import {
  betPotentialWinSubunits,
  betTotalOdds,
  betTotalStakeSubunits,
  stakeForPotentialWin,
} from './payout'
import {
  DEFAULT_SLIP_RULES,
  emptySlip,
  slipRulesFor,
  type Slip,
  type SlipBet,
  type SlipRules,
} from './slip'
import { changeCurrency, setBonus, setStake, setStakeFromPotentialWin } from './stake'
import { ODDS_ONE, productToOdds } from '../odds/odds'
import { betLimitsFor } from '../bets/bet-limits'
import { currencyOf } from '../money/currency'
import { checkPlaceBets, conflictingSelectionIds } from './validation'
import { testSelection as sel } from './testing'

const rules = DEFAULT_SLIP_RULES
const noMultiSingle: SlipRules = { ...rules, multiSingleAllowedByProvider: {} }

function value<T>(result: Result<T, unknown>): T {
  if (!result.ok) throw new Error(`expected ok, got ${JSON.stringify(result.error)}`)
  return result.value
}

function slipOf(matches: string[], r: SlipRules = noMultiSingle): Slip {
  return matches.reduce(
    (slip, m, i) => value(addSelection(slip, sel(m, '1', 1.5 + i / 10), r)),
    emptySlip('EUR'),
  )
}

const types = (slip: Slip): string[] => slip.bets.map((b) => b.type)

function firstBet(slip: Slip): SlipBet {
  const bet = slip.bets[0]
  if (!bet) throw new Error('slip has no bet')
  return bet
}

describe('selections (spec §3.3, §5)', () => {
  it('makes a single of the first selection', () => {
    expect(types(slipOf(['a']))).toEqual(['single'])
  })

  it('removes an outcome clicked again', () => {
    const slip = slipOf(['a', 'b'])
    const after = value(toggleSelection(slip, sel('a', '1', 1.5), rules))
    expect(after.selections.map((s) => s.matchId)).toEqual(['b'])
    expect(types(after)).toEqual(['single'])
    expect(value(toggleSelection(after, sel('c'), noMultiSingle)).selections).toHaveLength(2)
  })

  it('refuses the 41st selection', () => {
    const forty = slipOf(Array.from({ length: 40 }, (_, i) => `m${i}`))
    expect(forty.selections).toHaveLength(40)
    expect(addSelection(forty, sel('m41'), rules)).toEqual(err({ code: 'selectionLimit', max: 40 }))
  })

  it('ignores adding a selection already in the slip', () => {
    const slip = slipOf(['a'])
    expect(value(addSelection(slip, sel('a', '1', 1.5), rules))).toBe(slip)
  })
})

describe('bet type rules (spec §4.3)', () => {
  it('adds another single when the provider allows multi-single', () => {
    const slip = slipOf(['a', 'b'], rules)
    expect(types(slip)).toEqual(['single', 'single'])
  })

  it('joins a combo when the provider does not allow multi-single', () => {
    const slip = value(addSelection(slipOf(['a']), sel('b', '1', 2, 'betconstruct'), rules))
    expect(types(slip)).toEqual(['combo'])
    expect(slip.bets[0]?.selectionIds).toHaveLength(2)
  })

  it("follows the operator's multi-single providers", () => {
    const cricketOnly = slipRulesFor(['betconstruct'])
    const twoCricket = (r: SlipRules) =>
      types(
        value(
          addSelection(
            value(addSelection(emptySlip('EUR'), sel('a', '1', 2, 'betconstruct'), r)),
            sel('b', '1', 2, 'betconstruct'),
            r,
          ),
        ),
      )
    expect(twoCricket(cricketOnly)).toEqual(['single', 'single'])
    expect(twoCricket(rules)).toEqual(['combo'])
    expect(slipOf(['a', 'b'], cricketOnly).bets.map((b) => b.type)).toEqual(['combo'])
    expect(slipRulesFor([]).multiSingleAllowedByProvider).toEqual({
      betradar: false,
      oddin: false,
      betconstruct: false,
    })
  })

  it('adds to an existing combo or system', () => {
    const combo = slipOf(['a', 'b'])
    expect(types(value(addSelection(combo, sel('c'), rules)))).toEqual(['combo'])
    const system = value(changeBetType(slipOf(['a', 'b', 'c']), 'system'))
    const bigger = value(addSelection(system, sel('d'), rules))
    expect(bigger.bets[0]?.systemType).toEqual({ totalCount: 4, winCount: 2 })
  })

  it('turns a system of a size without system types into a combo, and one selection into a single', () => {
    const system = value(changeBetType(slipOf(['a', 'b', 'c']), 'system'))
    const first = system.selections[0]?.id ?? ''
    const two = removeSelection(system, first)
    expect(types(two)).toEqual(['combo'])
    expect(two.bets[0]?.systemType).toBeUndefined()
    expect(types(removeSelection(two, two.selections[0]?.id ?? ''))).toEqual(['single'])
  })

  it('keeps the win count of a system when the new size still has it', () => {
    const system = value(
      changeSystemType(value(changeBetType(slipOf(['a', 'b', 'c', 'd']), 'system')), {
        totalCount: 4,
        winCount: 3,
      }),
    )
    const five = value(addSelection(system, sel('e'), rules))
    expect(five.bets[0]?.systemType).toEqual({ totalCount: 5, winCount: 3 })
    const three = removeSelection(removeSelection(system, system.selections[0]?.id ?? ''), 'x')
    expect(three.bets[0]?.systemType).toEqual({ totalCount: 3, winCount: 2 })
  })

  it('splits into singles, merges into a combo, builds a system', () => {
    const combo = slipOf(['a', 'b', 'c'])
    const singles = value(changeBetType(value(setStake(combo, 0, 500)), 'single'))
    expect(types(singles)).toEqual(['single', 'single', 'single'])
    expect(singles.bets.map((b) => b.stakeSubunits)).toEqual([500, 500, 500])
    expect(types(value(changeBetType(singles, 'combo')))).toEqual(['combo'])
    expect(value(changeBetType(combo, 'system')).bets[0]?.systemType).toEqual({
      totalCount: 3,
      winCount: 2,
    })
  })

  it('refuses the same type, custom bet, single with one selection and a too small system (spec §5.1)', () => {
    const combo = slipOf(['a', 'b'])
    expect(changeBetType(combo, 'combo').ok).toBe(false)
    expect(changeBetType(combo, 'customBet').ok).toBe(false)
    expect(changeBetType(combo, 'system')).toEqual(
      err({ code: 'betTypeChangeRefused', from: 'combo', to: 'system' }),
    )
    expect(changeBetType(slipOf(['a']), 'single').ok).toBe(false)
    expect(changeBetType(slipOf(['a']), 'combo').ok).toBe(false)
    expect(changeBetType(emptySlip('EUR'), 'combo').ok).toBe(false)
  })

  it('changes the system type keeping one bet, refusing a type of another size', () => {
    const system = value(changeBetType(slipOf(['a', 'b', 'c', 'd']), 'system'))
    expect(value(changeSystemType(system, { totalCount: 4, winCount: 3 })).bets).toHaveLength(1)
    expect(changeSystemType(system, { totalCount: 5, winCount: 3 }).ok).toBe(false)
    expect(changeSystemType(slipOf(['a', 'b']), { totalCount: 2, winCount: 1 }).ok).toBe(false)
  })

  it('applies custom odds to the first bet', () => {
    const custom = applyCustomOdds(slipOf(['a', 'a2']), 5250)
    expect(custom.bets).toEqual([
      expect.objectContaining({ type: 'customBet', customOddsMillis: 5250 }),
    ])
    expect(
      productToOdds(
        betTotalOdds(custom, firstBet(custom)) ?? {
          numerator: 0n,
          denominator: 1n,
        },
      ),
    ).toBe(5.25)
    expect(applyCustomOdds(emptySlip('EUR'), 2000)).toEqual(emptySlip('EUR'))
    // A custom bet stays custom when one selection is left.
    expect(types(removeSelection(custom, custom.selections[0]?.id ?? ''))).toEqual(['customBet'])
  })
})

describe('stakes (spec §4.19)', () => {
  it('refuses negative, fractional and NaN stakes, and unknown bets', () => {
    const slip = slipOf(['a'])
    for (const stake of [-1, 1.5, Number.NaN])
      expect(setStake(slip, 0, stake)).toEqual(err({ code: 'invalidStake', stakeSubunits: stake }))
    expect(setStake(slip, 3, 100)).toEqual(err({ code: 'noSuchBet', betIndex: 3 }))
    expect(setStakeFromPotentialWin(slip, 0, -5).ok).toBe(false)
  })

  it('resets every stake to 0 with the sharing source on a currency change', () => {
    const slip = value(setStake(slipOf(['a', 'b'], rules), 1, 700))
    const changed = changeCurrency(slip, 'USD')
    expect(changed.currency).toBe('USD')
    expect(changed.bets.map((b) => [b.stakeSubunits, b.stakeSource])).toEqual([
      [0, 'sharing'],
      [0, 'sharing'],
    ])
    expect(changeCurrency(slip, 'EUR')).toBe(slip)
  })

  it('derives the stake from a wished-for potential win, never passing it', () => {
    const slip = value(setStakeFromPotentialWin(slipOf(['a', 'b']), 0, 1000)) // 1.5 × 1.6 = 2.4
    expect(slip.bets[0]).toMatchObject({ stakeSubunits: 416, stakeSource: 'potentialWin' })
    expect(betPotentialWinSubunits(slip, firstBet(slip))).toBe(998)
  })

  it('sets a freebet stake and resets it when the freebet goes', () => {
    const slip = slipOf(['a'])
    const withFreebet = value(
      setBonus(slip, 0, { id: 'f1', type: 'freebet', freebetStakeSubunits: 500 }),
    )
    expect(withFreebet.bets[0]?.stakeSubunits).toBe(500)
    // The freebet's stake is locked: neither a typed stake nor a typed win changes it.
    expect(setStake(withFreebet, 0, 200)).toEqual({
      ok: false,
      error: { code: 'freebetStake', betIndex: 0 },
    })
    expect(setStakeFromPotentialWin(withFreebet, 0, 2000).ok).toBe(false)
    const removed = value(setBonus(withFreebet, 0, undefined))
    expect(removed.bets[0]?.stakeSubunits).toBe(0)
    expect(removed.bets[0]?.bonus).toBeUndefined()
    const boosted = value(
      setBonus(value(setStake(slip, 0, 300)), 0, {
        id: 'c1',
        type: 'comboboost',
        oddsMillis: 1100,
      }),
    )
    expect(boosted.bets[0]?.stakeSubunits).toBe(300)
  })
})

describe('payout (spec §5.2)', () => {
  it('multiplies selection odds and bonus odds', () => {
    const slip = value(
      setBonus(slipOf(['a', 'b']), 0, { id: 'c', type: 'comboboost', oddsMillis: 1100 }),
    )
    expect(productToOdds(betTotalOdds(slip, firstBet(slip)) ?? ODDS_ONE)).toBe(2.64) // 1.5 × 1.6 × 1.1
    expect(
      betPotentialWinSubunits(value(setStake(slip, 0, 1000)), {
        ...firstBet(slip),
        stakeSubunits: 1000,
      }),
    ).toBe(2640)
  })

  it('pays a system bet per combination and charges stake × combinations', () => {
    const system = value(setStake(value(changeBetType(slipOf(['a', 'b', 'c']), 'system')), 0, 100))
    const bet = firstBet(system)
    expect(betTotalStakeSubunits(bet)).toBe(300)
    // doubles of 1.5, 1.6, 1.7: 2.4 + 2.55 + 2.72 = 7.67
    expect(betPotentialWinSubunits(system, bet)).toBe(767)
    expect(stakeForPotentialWin(system, bet, 767)).toBe(100)
  })

  it('pays only the winnings of a freebet', () => {
    const slip = value(
      setBonus(slipOf(['a']), 0, { id: 'f', type: 'freebet', freebetStakeSubunits: 1000 }),
    )
    expect(betPotentialWinSubunits(slip, firstBet(slip))).toBe(500)
  })

  it('rounds the potential win down, never above the exact value (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1001, max: 10_000 }), { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 1, max: 100_000 }),
        (odds, stake) => {
          const slip = odds.reduce(
            (s, m, i) =>
              value(
                addSelection(
                  s,
                  { ...sel(`m${i}`), oddsMillis: m, acceptedOddsMillis: m },
                  noMultiSingle,
                ),
              ),
            emptySlip('EUR'),
          )
          const bet = { ...firstBet(slip), stakeSubunits: stake }
          const win = BigInt(betPotentialWinSubunits(slip, bet))
          const exact = odds.reduce((acc, m) => acc * BigInt(m), BigInt(stake))
          const scale = 1000n ** BigInt(odds.length)
          expect(win * scale <= exact && exact < (win + 1n) * scale).toBe(true)
        },
      ),
    )
  })
})

describe('placing is blocked when (spec §5.1)', () => {
  const blocks = (slip: Slip, r: SlipRules = rules) => {
    const result = checkPlaceBets(slip, r)
    return result.ok
      ? []
      : result.error.map((b) => (b.code === 'invalidBet' ? b.problem.code : b.code))
  }

  it('there are no bets', () => {
    expect(blocks(emptySlip('EUR'))).toEqual(['noBets'])
  })

  it('a stake is 0 or less', () => {
    expect(blocks(slipOf(['a']))).toEqual(['stakeNotPositive'])
    expect(checkPlaceBets(value(setStake(slipOf(['a']), 0, 100)), rules).ok).toBe(true)
  })

  it('there is no profit', () => {
    const slip = value(
      setStake(value(addSelection(emptySlip('EUR'), sel('a', '1', 1.001), rules)), 0, 100),
    )
    expect(blocks(slip)).toEqual(['noProfit'])
  })

  it('a combo has two selections of the same match', () => {
    const slip = value(
      setStake(value(addSelection(slipOf(['a']), sel('a', '2', 3), noMultiSingle)), 0, 100),
    )
    expect(types(slip)).toEqual(['combo'])
    expect(blocks(slip)).toEqual(['sameMatch'])
    expect([...conflictingSelectionIds(slip, rules)]).toHaveLength(2)
  })

  it('a combo mixes providers', () => {
    const slip = value(
      setStake(
        value(addSelection(slipOf(['a']), sel('b', '1', 2, 'oddin'), noMultiSingle)),
        0,
        100,
      ),
    )
    expect(blocks(slip)).toEqual(['mixedProviders'])
    expect(conflictingSelectionIds(slip, rules).size).toBe(2)
  })

  it('a system has a selection of the second provider (oddin)', () => {
    const oddin = ['a', 'b', 'c'].reduce(
      (s, m) => value(addSelection(s, sel(m, '1', 2, 'oddin'), noMultiSingle)),
      emptySlip('EUR'),
    )
    const slip = value(setStake(value(changeBetType(oddin, 'system')), 0, 100))
    expect(blocks(slip)).toEqual(['systemProvider'])
    expect(conflictingSelectionIds(slip, rules).size).toBe(3)
  })

  it('a multi-single has a provider that does not allow it', () => {
    const slip = value(
      changeBetType(
        value(
          setStake(
            value(addSelection(slipOf(['a']), sel('b', '1', 2, 'betconstruct'), rules)),
            0,
            100,
          ),
        ),
        'single',
      ),
    )
    expect(blocks(slip)).toEqual(['multiSingleNotAllowed'])
  })

  it('checks each bet of a multi-single', () => {
    const slip = value(setStake(slipOf(['a', 'b'], rules), 0, 100))
    expect(checkPlaceBets(slip, rules)).toEqual(err([{ code: 'stakeNotPositive', betIndex: 1 }]))
  })

  it('a custom bet has no custom odds, or the currency is unknown', () => {
    const custom = value(setStake(slipOf(['a']), 0, 100))
    const noOdds: Slip = { ...custom, bets: [{ ...firstBet(custom), type: 'customBet' }] }
    expect(blocks(noOdds)).toEqual(['missingCustomOdds'])
    expect(blocks({ ...custom, currency: 'XYZ' })).toEqual(['unknownCurrency'])
  })
})

describe('placing blocks of the slip (issue 11)', () => {
  const limits = betLimitsFor(value(currencyOf('EUR')))
  const staked = (subunits: number) => value(setStake(slipOf(['a']), 0, subunits))

  it('a suspended or unavailable selection blocks placing, naming the selection', () => {
    const slip = staked(100)
    const id = slip.selections[0]?.id ?? ''
    const suspended: Slip = {
      ...slip,
      selections: slip.selections.map((s) => ({ ...s, isSuspended: true })),
    }
    expect(checkPlaceBets(suspended, rules)).toEqual(
      err([{ code: 'selectionSuspended', selectionId: id }]),
    )
    const down: Slip = {
      ...suspended,
      selections: suspended.selections.map((s) => ({ ...s, isNotAvailable: true })),
    }
    expect(checkPlaceBets(down, rules)).toEqual(
      err([{ code: 'selectionNotAvailable', selectionId: id }]),
    )
  })

  it('given limits, a stake under the minimum or over the maximum blocks with its figure', () => {
    expect(checkPlaceBets(staked(9), rules, limits)).toEqual(
      err([
        {
          code: 'stakeLimit',
          betIndex: 0,
          problem: { code: 'stakeTooLow', minStakeSubunits: 10 },
        },
      ]),
    )
    const tooHigh = checkPlaceBets(staked(1_000_001), rules, limits)
    expect(tooHigh.ok ? [] : tooHigh.error.map((b) => b.code)).toEqual(['stakeLimit'])
    expect(checkPlaceBets(staked(1_000_001), rules).ok).toBe(true)
    expect(checkPlaceBets(staked(100), rules, limits).ok).toBe(true)
  })
})

describe('bad input (issue 3)', () => {
  it('refuses a selection whose odds are NaN or not above 1', () => {
    for (const oddsMillis of [Number.NaN, 1000, 999, 1500.5]) {
      expect(addSelection(emptySlip('EUR'), { ...sel('a'), oddsMillis }, rules)).toEqual(
        err({ code: 'invalidOdds', oddsMillis }),
      )
    }
  })
})

describe('a freebet bet and the no-profit rule', () => {
  it('any win is a profit when the stake is a freebet, not only one above the stake', () => {
    const slip = value(toggleSelection(emptySlip('EUR'), sel('a', '1', 1.5), rules))
    const staked = value(setStake(slip, 0, 1000))
    const withBonus = (type: 'freebet' | 'freebet_all_win' | 'comboboost'): Slip => ({
      ...staked,
      bets: staked.bets.map((bet) => ({ ...bet, bonus: { id: 'f', type } })),
    })
    // Winnings only (500) are below the stake: still a profit for a player who staked nothing.
    expect(checkPlaceBets(withBonus('freebet'), rules).ok).toBe(true)
    expect(checkPlaceBets(withBonus('freebet_all_win'), rules).ok).toBe(true)
    expect(checkPlaceBets(staked, rules).ok).toBe(true)
  })
})
