import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { cashoutValueSubunits, type CashoutSelection } from './cashout'
import { settleAccumulator, settleSystem, type SettledSelection } from './settlement'

const win = (oddsMillis: number): SettledSelection => ({ oddsMillis, result: 'win' })
const lose = (oddsMillis: number): SettledSelection => ({ oddsMillis, result: 'lose' })

describe('settlement', () => {
  it('pays a won single at its odds, rounded down', () => {
    expect(settleAccumulator(1000, [win(1915)])).toEqual({
      result: 'win_entire',
      payoutSubunits: 1915,
    })
    expect(settleAccumulator(333, [win(1333)])).toEqual({
      result: 'win_entire',
      payoutSubunits: 443,
    })
  })

  it('loses a combo when any selection loses', () => {
    expect(settleAccumulator(1000, [win(2000), lose(3000)])).toEqual({
      result: 'lose_entire',
      payoutSubunits: 0,
    })
  })

  it('counts a void selection at odds 1', () => {
    expect(settleAccumulator(1000, [win(2000), { oddsMillis: 3000, result: 'void' }])).toEqual({
      result: 'win_entire',
      payoutSubunits: 2000,
    })
    expect(settleAccumulator(1000, [{ oddsMillis: 3000, result: 'void' }])).toEqual({
      result: 'refund_entire',
      payoutSubunits: 1000,
    })
  })

  it('settles quarter lines half won and half lost', () => {
    // Half the stake at 1.9 (950) plus half refunded (500).
    expect(settleAccumulator(1000, [{ oddsMillis: 1900, result: 'halfWin' }])).toEqual({
      result: 'refund_half_win_other',
      payoutSubunits: 1450,
    })
    expect(settleAccumulator(1000, [{ oddsMillis: 1900, result: 'halfLose' }])).toEqual({
      result: 'refund_half_lose_other',
      payoutSubunits: 500,
    })
  })

  it('waits while a selection is open', () => {
    expect(settleAccumulator(1000, [win(2000), { oddsMillis: 2000, result: 'open' }])).toEqual({
      result: 'no_results',
      payoutSubunits: 0,
    })
    expect(
      settleSystem(100, [win(2000), { oddsMillis: 2000, result: 'open' }, win(2000)], 2).result,
    ).toBe('no_results')
    // A half-lost leg still pays something: the bet waits for the others.
    expect(
      settleAccumulator(1000, [
        { oddsMillis: 1900, result: 'halfLose' },
        { oddsMillis: 2000, result: 'open' },
      ]).result,
    ).toBe('no_results')
  })

  it('loses an accumulator as soon as one selection is lost, open ones or not', () => {
    expect(
      settleAccumulator(1000, [
        { oddsMillis: 2000, result: 'lose' },
        { oddsMillis: 2000, result: 'open' },
      ]),
    ).toEqual({ result: 'lose_entire', payoutSubunits: 0 })
    // A system bet may still win other combinations: it waits.
    expect(
      settleSystem(100, [lose(2000), { oddsMillis: 2000, result: 'open' }, win(2000)], 2).result,
    ).toBe('no_results')
  })

  it('settles each combination of a system bet', () => {
    // 2/3 at 2, 3, 4 with the 4 lost: only the double 2 × 3 pays: 100 × 6.
    expect(settleSystem(100, [win(2000), win(3000), lose(4000)], 2)).toEqual({
      result: 'win_entire',
      payoutSubunits: 600,
    })
    expect(settleSystem(100, [win(2000), lose(3000), lose(4000)], 2).result).toBe('lose_entire')
  })

  it('system settlement equals the sum of its combinations settled one by one (property)', () => {
    const selection = fc.record({
      oddsMillis: fc.integer({ min: 1001, max: 20_000 }),
      result: fc.constantFrom('win', 'lose', 'void', 'halfWin', 'halfLose' as const),
    })
    // One payout factor × 2000 per result, written out independently of the implementation.
    const factor = (x: SettledSelection): bigint =>
      ({
        win: 2n * BigInt(x.oddsMillis),
        lose: 0n,
        void: 2000n,
        halfWin: BigInt(x.oddsMillis) + 1000n,
        halfLose: 1000n,
        open: 0n,
      })[x.result]
    fc.assert(
      fc.property(
        fc.tuple(selection, selection, selection),
        fc.integer({ min: 1, max: 10_000 }),
        (triple, stake) => {
          const [a, b, c] = triple
          const doubles: [SettledSelection, SettledSelection][] = [
            [a, b],
            [a, c],
            [b, c],
          ]
          // Exact sum of the doubles at the common denominator 2000².
          const exact = doubles.reduce(
            (sum, [x, y]) => sum + BigInt(stake) * factor(x) * factor(y),
            0n,
          )
          expect(settleSystem(stake, triple, 2).payoutSubunits).toBe(Number(exact / 4_000_000n))
        },
      ),
    )
  })
})

describe('cashout value', () => {
  const open = (placed: number, current?: number): CashoutSelection => ({
    placedOddsMillis: placed,
    result: 'open',
    currentOddsMillis: current,
  })

  it('is the fair value less the margin when prices are unchanged', () => {
    // 1000 at 2.0, still 2.0: fair value 1000, less 5 % → 950.
    expect(cashoutValueSubunits(1000, [open(2000, 2000)])).toBe(950)
    expect(cashoutValueSubunits(1000, [open(2000, 2000)], 0)).toBe(1000)
  })

  it('rises when the price shortens and a leg has won', () => {
    expect(cashoutValueSubunits(1000, [open(3000, 1500)], 0)).toBe(2000)
    expect(
      cashoutValueSubunits(1000, [{ placedOddsMillis: 2000, result: 'win' }, open(2000, 2000)], 0),
    ).toBe(2000)
  })

  it('is zero when any selection lost, unavailable when a price is missing or nothing is open', () => {
    expect(
      cashoutValueSubunits(1000, [{ placedOddsMillis: 2000, result: 'lose' }, open(2000, 2000)]),
    ).toBe(0)
    expect(cashoutValueSubunits(1000, [open(2000)])).toBeUndefined()
    expect(cashoutValueSubunits(1000, [{ placedOddsMillis: 2000, result: 'win' }])).toBeUndefined()
  })

  it('counts void, half-won and half-lost legs at their settled factor', () => {
    const legs: CashoutSelection[] = [
      { placedOddsMillis: 3000, result: 'void' },
      { placedOddsMillis: 1900, result: 'halfWin' },
      { placedOddsMillis: 1900, result: 'halfLose' },
      open(2000, 2000),
    ]
    // 1000 × 1 × 1.45 × 0.5 × 1 = 725
    expect(cashoutValueSubunits(1000, legs, 0)).toBe(725)
  })

  it('never exceeds the potential win (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.array(
          fc.tuple(fc.integer({ min: 1001, max: 10_000 }), fc.integer({ min: 1001, max: 10_000 })),
          { minLength: 1, maxLength: 8 },
        ),
        fc.integer({ min: 0, max: 2000 }),
        (stake, prices, margin) => {
          const value = cashoutValueSubunits(
            stake,
            prices.map(([placed, current]) => open(placed, current)),
            margin,
          )
          const potential =
            prices.reduce((acc, [placed]) => (acc * BigInt(placed)) / 1n, BigInt(stake)) /
            1000n ** BigInt(prices.length)
          expect(value).toBeDefined()
          expect(BigInt(value ?? 0) <= potential).toBe(true)
        },
      ),
    )
  })
})
