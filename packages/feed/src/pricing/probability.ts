import { MAX_ODDS_MILLIS } from '@sportsbook/domain'

/** Standard normal cumulative distribution (Abramowitz–Stegun 7.1.26, error < 1.5e-7). */
export function normalCdf(x: number): number {
  const t = 1 / (1 + (0.3275911 * Math.abs(x)) / Math.SQRT2)
  const poly =
    t *
    (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))))
  const erf = 1 - poly * Math.exp(-(x * x) / 2)
  return x >= 0 ? (1 + erf) / 2 : (1 - erf) / 2
}

/** Poisson probabilities P(k) for k = 0..max (the tail beyond max folded into max). */
export function poissonPmf(lambda: number, max: number): number[] {
  const pmf: number[] = []
  let p = Math.exp(-lambda)
  let total = 0
  for (let k = 0; k <= max; k += 1) {
    pmf.push(p)
    total += p
    p = (p * lambda) / (k + 1)
  }
  pmf[max] = (pmf[max] ?? 0) + (1 - total)
  return pmf
}

export const MIN_ODDS_MILLIS = 1010

/**
 * Prices fair probabilities with a margin: odds = 1 / (p × (1 + margin)), so the implied
 * probabilities sum to 1 + margin; rounded down to 2 decimals (the book keeps the rounding)
 * and clamped to 1.01–1000. When a near-certain outcome is held at 1.01, the margin it can no
 * longer carry moves to the other outcomes, so a market never sums below 1 + margin.
 * Example: p = 0.5, 0.5 at 5 % → 1.90, 1.90.
 */
export function priceWithMargin(probabilities: readonly number[], marginBp: number): number[] {
  const factor = 1 + marginBp / 10_000
  const cap = MILLIS_SCALE / MIN_ODDS_MILLIS
  const implied = probabilities.map((p) => Math.max(0, p) * factor)
  const shortfall = implied.reduce((sum, x) => sum + Math.max(0, x - cap), 0)
  const free = implied.reduce((sum, x) => sum + (x < cap ? x : 0), 0)
  return implied.map((x) => {
    const adjusted = x >= cap ? cap : free > 0 ? x + (shortfall * x) / free : x
    if (adjusted <= 0) return MAX_ODDS_MILLIS
    const millis = Math.floor(100 / adjusted) * 10
    return Math.min(MAX_ODDS_MILLIS, Math.max(MIN_ODDS_MILLIS, millis))
  })
}

const MILLIS_SCALE = 1000

/**
 * The x in [lo, hi] where an increasing function reaches `target`, by bisection.
 * `solveIncreasing(normalCdf, 0.975, -8, 8)` ≈ 1.96.
 */
export function solveIncreasing(
  f: (x: number) => number,
  target: number,
  lo: number,
  hi: number,
  iterations = 50,
): number {
  let low = lo
  let high = hi
  for (let i = 0; i < iterations; i += 1) {
    const mid = (low + high) / 2
    if (f(mid) < target) low = mid
    else high = mid
  }
  return (low + high) / 2
}
