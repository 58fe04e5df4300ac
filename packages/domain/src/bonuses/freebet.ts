import type { OddsMillis } from '../odds/odds'
import { BET_RESULT, type Settlement } from '../settlement/settlement'
import { assertNever } from '../result'
import { oneOf } from '../one-of'

export type Freebet = {
  readonly isActive: boolean
  readonly amountSubunits: number
  readonly currency: string
  readonly minOddsMillis: OddsMillis
  readonly maxOddsMillis: OddsMillis
  readonly minSelections: number
  readonly maxSelections: number
}

export type FreebetIneligibility = 'inactive' | 'currency' | 'selectionCount' | 'odds'

/**
 * Why a freebet cannot back a bet, or undefined when it can: it must be active, in the slip's
 * currency, with the selection count in range and the bet's total odds between its bounds.
 */
export function freebetIneligibility(
  freebet: Freebet,
  bet: {
    readonly currency: string
    readonly selectionCount: number
    readonly totalOddsMillis: OddsMillis
  },
): FreebetIneligibility | undefined {
  if (!freebet.isActive) return 'inactive'
  if (freebet.currency !== bet.currency) return 'currency'
  if (bet.selectionCount < freebet.minSelections || bet.selectionCount > freebet.maxSelections)
    return 'selectionCount'
  if (bet.totalOddsMillis < freebet.minOddsMillis || bet.totalOddsMillis > freebet.maxOddsMillis)
    return 'odds'
  return undefined
}

/** The four kinds of freebet (spec §3.8 "Bonus types"). */
export const FREEBET_TYPES = [
  'freebet',
  'freebet_no_risk',
  'freebet_all_win',
  'freebet_only_win',
] as const
export type FreebetType = (typeof FREEBET_TYPES)[number]

export const isFreebetType = oneOf(FREEBET_TYPES)

/** Kinds whose win is the winnings only: the stake was the book's, not the player's. */
const isStakeNotReturned = oneOf<FreebetType>(['freebet', 'freebet_only_win'])

/** Whether a bet backed by this bonus pays its stake back with a win (a money bet does). */
export function winIncludesStake(bonusType: string): boolean {
  return !isStakeNotReturned(bonusType)
}

/** What a settled bet staked with a freebet gives back, and in which form. */
export type FreebetPayout = {
  /** Money credited to the player's account. */
  readonly cashSubunits: number
  /** Put back on the freebet the stake came from: usable again until the freebet expires. */
  readonly restoredSubunits: number
  /** A new plain freebet of the part of the stake a no-risk freebet lost. */
  readonly newFreebetSubunits: number
}

/**
 * Pays a bet whose stake came from a freebet. `settlement` is what the same bet staked with
 * money would pay (the settlement rules, half results and void legs included). Decision
 * (docs/decisions/bonuses-and-jackpots.md#121): the spec names the kinds, not their money rules, so —
 * - a bet that is void as a whole (every leg void, or cancelled) gives the freebet back,
 *   except `freebet_only_win`, which pays for a win only;
 * - `freebet` and `freebet_only_win` pay the winnings without the stake: what the bet pays
 *   beyond the stake, never below 0;
 * - `freebet_all_win` pays what a money bet would, the stake included;
 * - `freebet_no_risk` pays like `freebet_all_win`, and the part of the stake it lost comes back
 *   as a new plain freebet.
 */
export function freebetPayout(
  type: FreebetType,
  stakeSubunits: number,
  settlement: Settlement,
): FreebetPayout {
  const none = { cashSubunits: 0, restoredSubunits: 0, newFreebetSubunits: 0 }
  const paid = settlement.payoutSubunits
  if (settlement.result === BET_RESULT.refundEntire || settlement.result === BET_RESULT.canceled)
    return type === 'freebet_only_win' ? none : { ...none, restoredSubunits: stakeSubunits }
  switch (type) {
    case 'freebet':
    case 'freebet_only_win':
      return { ...none, cashSubunits: Math.max(0, paid - stakeSubunits) }
    case 'freebet_all_win':
      return { ...none, cashSubunits: paid }
    case 'freebet_no_risk':
      return { ...none, cashSubunits: paid, newFreebetSubunits: Math.max(0, stakeSubunits - paid) }
    default:
      return assertNever(type)
  }
}
