/**
 * Freebet progress (spec §3.8 "amb"): bets that meet a campaign count towards it; reaching a
 * range's bets count earns that range's freebets. Ranges are thresholds in order, each paying
 * once: with 3 → 1 and 6 → 2, the third bet earns one freebet and the sixth two more. Counting
 * stops at the last threshold.
 */
export type ProgressRange = { readonly betsCount: number; readonly freebetsCount: number }

export type ProgressStep = {
  /** The progress count after the bets. */
  readonly progress: number
  /** How many bets counted (the rest went past the last threshold). */
  readonly counted: number
  /** Freebets earned by the thresholds these bets crossed, one entry per threshold crossed. */
  readonly earned: readonly { readonly rangeIndex: number; readonly freebetsCount: number }[]
}

/** What `bets` more counting bets do to a progress count of `from`. */
export function advanceProgress(
  ranges: readonly ProgressRange[],
  from: number,
  bets: number,
): ProgressStep {
  const cap = ranges.at(-1)?.betsCount ?? 0
  const progress = Math.min(cap, from + Math.max(0, bets))
  const earned = ranges.flatMap((range, rangeIndex) =>
    range.betsCount > from && range.betsCount <= progress
      ? [{ rangeIndex, freebetsCount: range.freebetsCount }]
      : [],
  )
  return { progress, counted: Math.max(0, progress - from), earned }
}

/** Whether a bet counts: placed with money (not a bonus) and staking at least the minimum. */
export function countsForProgress(bet: {
  readonly stakeSubunits: number
  readonly minStakeSubunits: number
  readonly withBonus: boolean
}): boolean {
  return !bet.withBonus && bet.stakeSubunits >= bet.minStakeSubunits && bet.stakeSubunits > 0
}
