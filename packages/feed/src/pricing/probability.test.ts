import { describe, expect, it } from 'vitest'
import { normalCdf, poissonPmf, priceWithMargin } from './probability'

describe('probability helpers', () => {
  it('computes the normal distribution', () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 6)
    expect(normalCdf(1.96)).toBeCloseTo(0.975, 3)
    expect(normalCdf(-1.96)).toBeCloseTo(0.025, 3)
  })

  it('sums Poisson probabilities to 1', () => {
    const pmf = poissonPmf(1.4, 12)
    expect(pmf.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12)
    expect(pmf[0]).toBeCloseTo(Math.exp(-1.4), 12)
  })

  it('prices with the margin, rounding down to 2 decimals and clamping', () => {
    expect(priceWithMargin([0.5, 0.5], 500)).toEqual([1900, 1900])
    // 0.999 is held at 1.01; the margin it cannot carry moves to the other side: 0.99 + 0.06 = 1.05.
    expect(priceWithMargin([0.999, 0.001], 500)).toEqual([1010, 16_690])
    expect(priceWithMargin([0], 500)).toEqual([1_000_000])
  })
})
