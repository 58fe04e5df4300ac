import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  selectionResultOf,
  settleAccumulator,
  settleSystem,
  type Fraction,
  type SettledSelection,
} from './settlement'

// Issue 40: UOF settles each outcome with a result (won or not), a void factor (the part of the
// stake refunded: 0, ½ or 1) and a dead-heat factor (the part of the stake that wins). The
// oracle below prices a selection straight from those three numbers — the feed's own formula,
// refund + (1 − void) × won × odds × dead heat — with plain fraction arithmetic and every
// combination of a system written out, so it shares nothing with the code under test.

type Wire = { odds: number; won: boolean; voidFactor: Fraction; deadHeat: Fraction }
type Q = { n: bigint; d: bigint }

const q = (n: bigint, d: bigint): Q => ({ n, d })
const add = (a: Q, b: Q): Q => q(a.n * b.d + b.n * a.d, a.d * b.d)
const mul = (a: Q, b: Q): Q => q(a.n * b.n, a.d * b.d)
const of = (f: Fraction): Q => q(BigInt(f.numerator), BigInt(f.denominator))

function oracleFactor(wire: Wire): Q {
  const refund = of(wire.voidFactor)
  if (!wire.won) return refund
  const rest = q(refund.d - refund.n, refund.d)
  return add(refund, mul(mul(rest, q(BigInt(wire.odds), 1000n)), of(wire.deadHeat)))
}

function combinations<T>(items: readonly T[], k: number): T[][] {
  if (k === 0) return [[]]
  if (items.length < k) return []
  const [first, ...rest] = items as [T, ...T[]]
  return [...combinations(rest, k - 1).map((c) => [first, ...c]), ...combinations(rest, k)]
}

function oraclePayout(stake: number, wires: readonly Wire[], k: number): number {
  const total = combinations(wires, k).reduce(
    (sum, combo) => add(sum, combo.map(oracleFactor).reduce(mul, q(BigInt(stake), 1n))),
    q(0n, 1n),
  )
  return Number(total.n / total.d)
}

function selectionOf(wire: Wire): SettledSelection {
  const result = selectionResultOf(wire.won, wire.voidFactor)
  if (!result) throw new Error('the generator only makes void factors we settle')
  return { oddsMillis: wire.odds, result, deadHeat: wire.deadHeat }
}

const HALF = { numerator: 1, denominator: 2 }
const wire = fc.record({
  odds: fc.integer({ min: 1001, max: 100_000 }),
  won: fc.boolean(),
  voidFactor: fc.constantFrom({ numerator: 0, denominator: 1 }, HALF, {
    numerator: 1,
    denominator: 1,
  }),
  deadHeat: fc.oneof(
    fc.constant({ numerator: 1, denominator: 1 }),
    fc.integer({ min: 2, max: 6 }).map((ways) => ({ numerator: 1, denominator: ways })),
    // As the feed writes them: 0.333333 → 333333/1000000.
    fc.integer({ min: 1, max: 999_999 }).map((n) => ({ numerator: n, denominator: 1_000_000 })),
  ),
})

describe('void factors and dead heats (UOF)', () => {
  it('reads a void factor of 0, ½ and 1 as a result, and refuses any other', () => {
    expect(selectionResultOf(true, { numerator: 0, denominator: 1 })).toBe('win')
    expect(selectionResultOf(false, { numerator: 0, denominator: 1 })).toBe('lose')
    expect(selectionResultOf(true, { numerator: 5, denominator: 10 })).toBe('halfWin')
    expect(selectionResultOf(false, HALF)).toBe('halfLose')
    expect(selectionResultOf(false, { numerator: 1, denominator: 1 })).toBe('void')
    expect(selectionResultOf(true, { numerator: 1, denominator: 4 })).toBeUndefined()
  })

  it('pays a dead heat its part of the stake at the odds, rounded down once', () => {
    // 10.00 on a two-way dead heat at 5.00: 5.00 of it wins at 5.00 → 25.00.
    const heat = { oddsMillis: 5000, result: 'win', deadHeat: HALF } as const
    expect(settleAccumulator(1000, [heat])).toEqual({ result: 'win_entire', payoutSubunits: 2500 })
    // Three ways at 3.00 with 1.00: a third wins at 3.00 → exactly 1.00, not 0.99.
    const third = { numerator: 1, denominator: 3 }
    expect(settleAccumulator(100, [{ oddsMillis: 3000, result: 'win', deadHeat: third }])).toEqual({
      result: 'win_entire',
      payoutSubunits: 100,
    })
    // In a combo the dead heat's part multiplies through: 10.00 × 2.5 × 2.00.
    expect(
      settleAccumulator(1000, [heat, { oddsMillis: 2000, result: 'win' }]).payoutSubunits,
    ).toBe(5000)
  })

  it('pays singles and combos exactly as the feed’s formula says', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.array(wire, { minLength: 1, maxLength: 6 }),
        (stake, wires) => {
          const settled = settleAccumulator(stake, wires.map(selectionOf))
          expect(settled.payoutSubunits).toBe(oraclePayout(stake, wires, wires.length))
        },
      ),
      { numRuns: 500 },
    )
  })

  it('pays system bets exactly as every combination written out', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc
          .array(wire, { minLength: 2, maxLength: 6 })
          .chain((wires) =>
            fc.tuple(fc.constant(wires), fc.integer({ min: 1, max: wires.length })),
          ),
        (stake, [wires, k]) => {
          const settled = settleSystem(stake, wires.map(selectionOf), k)
          expect(settled.payoutSubunits).toBe(oraclePayout(stake, wires, k))
        },
      ),
      { numRuns: 500 },
    )
  })
})
