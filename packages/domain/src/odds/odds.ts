import { err, ok, type Result } from '../result'

/** Odds travel as decimals with at most 3 places; inside, they are integers of 1/1000. */
export const ODDS_SCALE = 1000
/** ODDS_SCALE for exact BigInt arithmetic (payouts, cash-out values). */
export const ODDS_SCALE_BIG = BigInt(ODDS_SCALE)
const SCALE = ODDS_SCALE_BIG

/** Decimal odds × 1000 as an integer: 2.125 → 2125. Always > 1000. */
export type OddsMillis = number

/** The highest price any selection is offered or taken at: 1000.00. */
export const MAX_ODDS_MILLIS = 1_000_000

export type OddsError =
  | { readonly code: 'oddsNotFinite'; readonly odds: number }
  | { readonly code: 'oddsNotAboveOne'; readonly odds: number }
  | { readonly code: 'oddsTooPrecise'; readonly odds: number }
  | { readonly code: 'oddsTooHigh'; readonly odds: number }

/** Checks decimal odds (finite, above 1, at most 1000, at most 3 decimals) and returns them in millis. */
export function toOddsMillis(odds: number): Result<OddsMillis, OddsError> {
  if (!Number.isFinite(odds)) return err({ code: 'oddsNotFinite', odds })
  const millis = Math.round(odds * ODDS_SCALE)
  // 1e-6 absorbs binary noise (2.675 * 1000 = 2674.9999…) but not a real 4th decimal.
  if (Math.abs(millis - odds * ODDS_SCALE) > 1e-6) return err({ code: 'oddsTooPrecise', odds })
  if (millis <= ODDS_SCALE) return err({ code: 'oddsNotAboveOne', odds })
  if (millis > MAX_ODDS_MILLIS) return err({ code: 'oddsTooHigh', odds })
  return ok(millis)
}

/** True for a valid price in millis: an integer above 1000. */
/** The nearest millis of a price that came over the wire (already valid odds): 2.1 → 2100. */
export function oddsToMillis(odds: number): OddsMillis {
  return Math.round(odds * ODDS_SCALE)
}

export function isOddsMillis(value: number): boolean {
  return Number.isSafeInteger(value) && value > ODDS_SCALE
}

export function fromOddsMillis(millis: OddsMillis): number {
  return millis / ODDS_SCALE
}

/**
 * An exact product of odds: `numerator / denominator` with `denominator = 1000^n`.
 * Kept as a fraction so that 40 selections multiply without rounding.
 */
export type OddsProduct = { readonly numerator: bigint; readonly denominator: bigint }

export const ODDS_ONE: OddsProduct = { numerator: 1n, denominator: 1n }

/**
 * Total odds: the product of the selection odds and any bonus odds (spec §5.2).
 * Example: `multiplyOdds([2000, 1500])` → 3 (numerator 3 000 000, denominator 1 000 000).
 */
export function multiplyOdds(oddsMillis: readonly OddsMillis[]): OddsProduct {
  let numerator = 1n
  let denominator = 1n
  for (const millis of oddsMillis) {
    numerator *= BigInt(millis)
    denominator *= SCALE
  }
  return { numerator, denominator }
}

/** Total odds in millis, rounded down: 1.5 × 1.333 → 1999 (what a bet stores and shows). */
export function productToOddsMillis(product: OddsProduct): OddsMillis {
  return Number((product.numerator * SCALE) / product.denominator)
}

/** Total odds rounded down to 3 decimals, for display: 1.5 × 1.333 → 1.999. */
export function productToOdds(product: OddsProduct): number {
  return productToOddsMillis(product) / ODDS_SCALE
}

const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER)

/**
 * Potential win in subunits: stake × total odds, exact, rounded down to the subunit once.
 * Example: 1000 subunits at 1.5 × 1.333 → 1999 (exactly 1999.5).
 * A win beyond 2^53 subunits saturates there; the maximum-payout rule refuses such bets.
 */
export function potentialWinSubunits(stakeSubunits: number, product: OddsProduct): number {
  // Not a stake (negative, fractional, NaN): pays nothing rather than throwing.
  if (!Number.isSafeInteger(stakeSubunits) || stakeSubunits < 0) return 0
  const win = (BigInt(stakeSubunits) * product.numerator) / product.denominator
  return Number(win > MAX_SAFE ? MAX_SAFE : win)
}
