import type { SelectionResult } from '@sportsbook/domain'

/**
 * Asian lines: a quarter line (−0.75, 2.25) is two half-stakes on the neighbouring lines
 * (−0.5 and −1; 2 and 2.5); whole lines can push (stake back); half lines cannot.
 */
export function halfLines(line: number): number[] {
  const quarters = Math.round(line * 4)
  return Math.abs(quarters % 2) === 1 ? [(quarters - 1) / 4, (quarters + 1) / 4] : [line]
}

/** What a stake on a line earns when the bet's margin over each half-line is known. */
export function combineHalves(margins: readonly number[]): Exclude<SelectionResult, 'open'> {
  const [a, b = a] = margins.map((m) => (m > 0 ? 'win' : m < 0 ? 'lose' : 'void'))
  if (a === b) return a ?? 'void'
  if (a === 'win' || b === 'win') return 'halfWin'
  return 'halfLose'
}

/** The stake's return per unit at odds `o` for a result: win o, void 1, half win (o+1)/2, half lose 1/2. */
export type ResultWeights = {
  win: number
  halfWin: number
  void: number
  halfLose: number
  lose: number
}

/**
 * The probability a fair price implies for a bet that can push or half-settle: the p in
 * odds = 1 / p at which the bet's expected return is its stake.
 * E = o·(P(win) + ½P(halfWin)) + P(void) + ½P(halfWin) + ½P(halfLose) = 1.
 */
export function effectiveProbability(w: ResultWeights): number {
  const paying = w.win + w.halfWin / 2
  const refunded = w.void + w.halfWin / 2 + w.halfLose / 2
  return paying / (1 - refunded)
}
