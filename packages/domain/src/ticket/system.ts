import { potentialWinSubunits, type OddsMillis, type OddsProduct } from '../odds/odds'

/** A system bet type "winCount of totalCount", e.g. 2/3: every double of three selections. */
export type SystemType = { readonly totalCount: number; readonly winCount: number }

/** The id a system type travels as (`system_id`): `"2/3"`. */
export function systemId(type: SystemType): string {
  return `${type.winCount}/${type.totalCount}`
}

/** Smallest system: doubles of three selections. */
export const MIN_SYSTEM_SELECTIONS = 3

/**
 * System types for a slip of `selectionCount` selections: k-of-n for 2 ≤ k < n, sorted by
 * totalCount then winCount (spec §3.3). k = n would be a combo and k = 1 singles.
 */
export function systemTypesFor(selectionCount: number): SystemType[] {
  const types: SystemType[] = []
  for (let winCount = 2; winCount < selectionCount; winCount += 1) {
    types.push({ totalCount: selectionCount, winCount })
  }
  return types
}

/** Number of combinations C(n, k), exact: `combinationCount(40, 20)` → 137 846 528 820. */
export function combinationCount(n: number, k: number): number {
  if (k < 0 || k > n) return 0
  let result = 1n
  for (let i = 1; i <= k; i += 1) result = (result * BigInt(n - k + i)) / BigInt(i)
  return Number(result)
}

/**
 * The k-th elementary symmetric polynomial of the values: the sum, over every k-subset, of the
 * product of its values; computed in O(n·k) without enumerating subsets.
 * Example: e₂(2, 3, 4) = 2·3 + 2·4 + 3·4 = 26.
 */
export function elementarySymmetric(values: readonly bigint[], k: number): bigint {
  if (k < 0 || k > values.length) return 0n
  const e: bigint[] = new Array<bigint>(k + 1).fill(0n)
  e[0] = 1n
  for (const value of values) {
    for (let j = k; j >= 1; j -= 1) e[j] = (e[j] ?? 0n) + (e[j - 1] ?? 0n) * value
  }
  return e[k] ?? 0n
}

/**
 * The odds of every k-combination summed, as an exact fraction over 1000^k: what one unit
 * staked per combination returns if all selections win. For 2/3 on 2, 3, 4: 26.
 */
export function systemOddsSum(oddsMillis: readonly OddsMillis[], winCount: number): OddsProduct {
  return {
    numerator: elementarySymmetric(oddsMillis.map(BigInt), winCount),
    denominator: 1000n ** BigInt(Math.max(0, winCount)),
  }
}

/**
 * Potential win of a k-of-n system bet in subunits: the stake per combination times the sum of
 * every combination's total odds, exact, rounded down once.
 * Example: 100 per combination, 2/3 on odds 2, 3, 4 → 100 × 26 = 2600.
 */
export function systemPotentialWinSubunits(
  stakePerCombination: number,
  oddsMillis: readonly OddsMillis[],
  winCount: number,
): number {
  return potentialWinSubunits(stakePerCombination, systemOddsSum(oddsMillis, winCount))
}
