import { ODDS_SCALE_BIG, type OddsMillis } from '../odds/odds'
import type { SelectionResult } from './settlement'

export type CashoutSelection = {
  readonly placedOddsMillis: OddsMillis
  readonly result: SelectionResult
  /** Current price of an open selection; undefined when its market is suspended or gone. */
  readonly currentOddsMillis?: OddsMillis | undefined
}

/** Basis points kept by the book on a cashout: 500 = 5 %. */
export const DEFAULT_CASHOUT_MARGIN_BP = 500

/**
 * Cashout value of a single or combo in subunits, or undefined when cashout is not possible
 * (an open selection without a current price, or nothing left open).
 *
 * Fair value: the bet's potential win times the current probability that every open
 * selection wins, estimated from current prices:
 *   value = stake × Π(won: placed odds) × Π(open: placed odds / current odds) × (1 − margin)
 * Void selections count at 1. Rounded down, never above the potential win, 0 once any
 * selection has lost (half-lost and half-won selections count at their settled factor).
 */
export function cashoutValueSubunits(
  stakeSubunits: number,
  selections: readonly CashoutSelection[],
  marginBp: number = DEFAULT_CASHOUT_MARGIN_BP,
): number | undefined {
  if (selections.some((s) => s.result === 'lose')) return 0
  if (!selections.some((s) => s.result === 'open')) return undefined
  let numerator = BigInt(stakeSubunits) * BigInt(10_000 - marginBp)
  let denominator = 10_000n
  let potential = BigInt(stakeSubunits)
  let potentialDenominator = 1n
  for (const selection of selections) {
    const placed = BigInt(selection.placedOddsMillis)
    switch (selection.result) {
      case 'open': {
        if (selection.currentOddsMillis === undefined) return undefined
        numerator *= placed
        denominator *= BigInt(selection.currentOddsMillis)
        potential *= placed
        potentialDenominator *= ODDS_SCALE_BIG
        break
      }
      case 'win':
        numerator *= placed
        denominator *= ODDS_SCALE_BIG
        potential *= placed
        potentialDenominator *= ODDS_SCALE_BIG
        break
      case 'halfWin':
        numerator *= placed + ODDS_SCALE_BIG
        denominator *= 2n * ODDS_SCALE_BIG
        potential *= placed + ODDS_SCALE_BIG
        potentialDenominator *= 2n * ODDS_SCALE_BIG
        break
      case 'halfLose':
        denominator *= 2n
        potentialDenominator *= 2n
        break
      case 'void':
      case 'lose':
        break
    }
  }
  const value = numerator / denominator
  const cap = potential / potentialDenominator
  return Number(value < cap ? value : cap)
}
