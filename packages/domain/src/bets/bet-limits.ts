import { subunitsPerUnit, type Currency } from '../money/currency'
import { betCombinations, betPotentialWinSubunits, stakeForPotentialWin } from '../ticket/payout'
import type { Slip, SlipBet } from '../ticket/slip'

/**
 * What the book takes on one bet, in subunits of the bet's currency: the smallest and largest
 * stake (the whole stake, every combination of a system together), the largest payout, and the
 * stake above which a trader must approve the bet (VIP, spec §3.2 `is_vip`).
 */
export type BetLimits = {
  readonly minStakeSubunits: number
  readonly maxStakeSubunits: number
  readonly maxPayoutSubunits: number
  readonly vipStakeSubunits: number
}

/** Limits in whole units of a currency, before conversion to its subunits. */
export type BetLimitUnits = {
  readonly minStake: number
  readonly maxStake: number
  readonly maxPayout: number
  readonly vipStake: number
}

/**
 * Decision (the spec names no figures): fiat bets from 0.10 to 10,000 units paying at most
 * 250,000, with a trader deciding stakes above 5,000; crypto from 0.00001 to 1 unit paying at
 * most 25, a trader above 0.5. An operator overrides them per currency kind.
 */
export const DEFAULT_BET_LIMIT_UNITS: {
  readonly fiat: BetLimitUnits
  readonly crypto: BetLimitUnits
} = {
  fiat: { minStake: 0.1, maxStake: 10_000, maxPayout: 250_000, vipStake: 5_000 },
  crypto: { minStake: 0.000_01, maxStake: 1, maxPayout: 25, vipStake: 0.5 },
}

export function betLimitsFor(
  currency: Currency,
  units: { readonly fiat: BetLimitUnits; readonly crypto: BetLimitUnits } = DEFAULT_BET_LIMIT_UNITS,
): BetLimits {
  const u = currency.fiat ? units.fiat : units.crypto
  const per = subunitsPerUnit(currency)
  const of = (x: number) => Math.round(x * per)
  return {
    minStakeSubunits: Math.max(1, of(u.minStake)),
    maxStakeSubunits: of(u.maxStake),
    maxPayoutSubunits: of(u.maxPayout),
    vipStakeSubunits: of(u.vipStake),
  }
}

/**
 * The largest stake the book accepts on a bet at its current odds (for a system, per
 * combination): under both the stake limit and the payout limit.
 */
export function largestAcceptedStake(slip: Slip, bet: SlipBet, limits: BetLimits): number {
  const byStake = Math.floor(limits.maxStakeSubunits / betCombinations(bet))
  const byPayout = stakeForPotentialWin(slip, bet, limits.maxPayoutSubunits)
  return Math.min(byStake, byPayout)
}

export type StakeLimitProblem =
  | { readonly code: 'stakeTooLow'; readonly minStakeSubunits: number }
  | { readonly code: 'stakeTooHigh'; readonly maxStakeSubunits: number }
  | { readonly code: 'payoutTooHigh'; readonly maxStakeSubunits: number }

/**
 * Whether a bet's stake is within the limits. A refusal for stake or payout carries the
 * largest stake that would be accepted (per combination for a system), so the slip can offer it.
 */
export function stakeLimitProblem(
  slip: Slip,
  bet: SlipBet,
  limits: BetLimits,
): StakeLimitProblem | undefined {
  const total = bet.stakeSubunits * betCombinations(bet)
  if (total < limits.minStakeSubunits)
    return { code: 'stakeTooLow', minStakeSubunits: limits.minStakeSubunits }
  const largest = largestAcceptedStake(slip, bet, limits)
  if (total > limits.maxStakeSubunits) return { code: 'stakeTooHigh', maxStakeSubunits: largest }
  if (betPotentialWinSubunits(slip, bet) > limits.maxPayoutSubunits)
    return { code: 'payoutTooHigh', maxStakeSubunits: largest }
  return undefined
}

/** A bet whose whole stake is above the VIP threshold waits for a trader (status submitted). */
export function needsTraderApproval(bet: SlipBet, limits: BetLimits): boolean {
  return bet.stakeSubunits * betCombinations(bet) > limits.vipStakeSubunits
}
