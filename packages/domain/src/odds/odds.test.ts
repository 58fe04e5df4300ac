import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  isOddsMillis,
  multiplyOdds,
  potentialWinSubunits,
  productToOdds,
  productToOddsMillis,
  toOddsMillis,
} from './odds'

const oddsMillis = fc.integer({ min: 1001, max: 1_000_000 })

describe('odds', () => {
  it('accepts decimal odds above 1 with at most 3 decimals', () => {
    expect(toOddsMillis(2.125)).toEqual({ ok: true, value: 2125 })
    expect(toOddsMillis(2.675)).toEqual({ ok: true, value: 2675 })
    expect(toOddsMillis(1)).toEqual({ ok: false, error: { code: 'oddsNotAboveOne', odds: 1 } })
    expect(toOddsMillis(1000)).toEqual({ ok: true, value: 1_000_000 })
    expect(toOddsMillis(1e308)).toEqual({ ok: false, error: { code: 'oddsTooHigh', odds: 1e308 } })
    expect(toOddsMillis(1000.001)).toEqual({
      ok: false,
      error: { code: 'oddsTooHigh', odds: 1000.001 },
    })
    expect(toOddsMillis(0.5).ok).toBe(false)
    expect(toOddsMillis(Number.NaN)).toEqual({
      ok: false,
      error: { code: 'oddsNotFinite', odds: Number.NaN },
    })
    expect(toOddsMillis(Number.POSITIVE_INFINITY).ok).toBe(false)
    expect(toOddsMillis(1.2345)).toEqual({
      ok: false,
      error: { code: 'oddsTooPrecise', odds: 1.2345 },
    })
  })

  it('multiplies selection odds exactly (spec §5.2: total odds = product)', () => {
    expect(productToOdds(multiplyOdds([2000, 1500]))).toBe(3)
    expect(productToOdds(multiplyOdds([1500, 1333]))).toBe(1.999)
    expect(productToOdds(multiplyOdds([]))).toBe(1)
    expect(productToOddsMillis(multiplyOdds([1500, 1333]))).toBe(1999)
  })

  it('rounds the potential win down to the subunit once', () => {
    // 1000 × 1.5 × 1.333 = 1999.5 exactly
    expect(potentialWinSubunits(1000, multiplyOdds([1500, 1333]))).toBe(1999)
    expect(potentialWinSubunits(1, multiplyOdds([1999]))).toBe(1)
  })

  it('combo odds equal the product in any order (property)', () => {
    fc.assert(
      fc.property(fc.array(oddsMillis, { maxLength: 40 }), (list) => {
        const product = multiplyOdds(list)
        expect(product.numerator * 1000n ** BigInt(list.length)).toBe(
          list.reduce((acc, m) => acc * BigInt(m), 1n) * product.denominator,
        )
        expect(multiplyOdds([...list].reverse())).toEqual(product)
      }),
    )
  })

  it('never pays more than the exact value, and less by under one subunit (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.array(oddsMillis, { minLength: 1, maxLength: 12 }),
        (stake, list) => {
          const product = multiplyOdds(list)
          const win = BigInt(potentialWinSubunits(stake, product))
          const exact = BigInt(stake) * product.numerator // over product.denominator
          if (exact / product.denominator > BigInt(Number.MAX_SAFE_INTEGER)) {
            expect(win).toBe(BigInt(Number.MAX_SAFE_INTEGER))
            return
          }
          expect(win * product.denominator <= exact).toBe(true)
          expect((win + 1n) * product.denominator > exact).toBe(true)
        },
      ),
    )
  })
})

describe('odds and stakes that are not numbers', () => {
  it('pays nothing on a stake that is not a stake, and never throws', () => {
    for (const stake of [Number.NaN, -1, 1.5, Number.POSITIVE_INFINITY]) {
      expect(potentialWinSubunits(stake, multiplyOdds([2000]))).toBe(0)
    }
  })

  it('knows a valid price in millis', () => {
    expect(isOddsMillis(1001)).toBe(true)
    for (const odds of [1000, 1500.5, Number.NaN, -2000]) expect(isOddsMillis(odds)).toBe(false)
  })
})
