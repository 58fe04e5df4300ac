import type { OddsMillis } from '../odds/odds'
import {
  BET_RESULT,
  settleAccumulator,
  type SettledSelection,
  type Settlement,
} from '../settlement/settlement'

/** One step of a comboboost: from minCount to maxCount suitable selections, these bonus odds. */
export type ComboboostRange = {
  readonly minCount: number
  readonly maxCount: number
  readonly oddsMillis: OddsMillis
}

export type Comboboost = {
  readonly ranges: readonly ComboboostRange[]
  /** Only selections at these odds or more count (min_odds). */
  readonly minOddsMillis: OddsMillis
  readonly onlyVerified: boolean
}

export type ComboboostResult =
  | { readonly available: false; readonly reason: 'notVerified' | 'tooFewSelections' }
  | {
      readonly available: true
      readonly activeRangeIndex: number
      readonly oddsMillis: OddsMillis
      readonly suitableSelectionIds: readonly string[]
    }

/**
 * The comboboost a combo earns: count the selections at min_odds or more, find the range
 * holding that count; its bonus odds multiply the total odds. Verified-only boosts need a
 * verified player.
 */
export function comboboostFor(
  boost: Comboboost,
  selections: readonly { readonly id: string; readonly oddsMillis: OddsMillis }[],
  playerVerified: boolean,
): ComboboostResult {
  if (boost.onlyVerified && !playerVerified) return { available: false, reason: 'notVerified' }
  const suitableSelectionIds = selections
    .filter((s) => s.oddsMillis >= boost.minOddsMillis)
    .map((s) => s.id)
  const count = suitableSelectionIds.length
  const activeRangeIndex = boost.ranges.findIndex((r) => count >= r.minCount && count <= r.maxCount)
  const range = boost.ranges[activeRangeIndex]
  if (!range) return { available: false, reason: 'tooFewSelections' }
  return { available: true, activeRangeIndex, oddsMillis: range.oddsMillis, suitableSelectionIds }
}

/**
 * Settles a boosted combo: as any combo, then — when it pays more than a refund — the bonus odds
 * multiply what it pays, exactly and rounded down once. Decision (docs/decisions/bonuses-and-jackpots.md#122): a combo
 * that is lost, or refunded whole (every leg void), pays as it would unboosted.
 */
export function settleBoosted(
  stakeSubunits: number,
  selections: readonly SettledSelection[],
  bonusOddsMillis: OddsMillis,
): Settlement {
  const plain = settleAccumulator(stakeSubunits, selections)
  if (plain.result === BET_RESULT.loseEntire || plain.result === BET_RESULT.refundEntire)
    return plain
  if (plain.result === BET_RESULT.noResults) return plain
  const boosted = settleAccumulator(stakeSubunits, [
    ...selections,
    { oddsMillis: bonusOddsMillis, result: 'win' },
  ])
  return { result: plain.result, payoutSubunits: boosted.payoutSubunits }
}
