import { winIncludesStake } from '../bonuses/freebet'
import { ODDS_ONE, multiplyOdds, potentialWinSubunits, type OddsProduct } from '../odds/odds'
import { selectionsOf, type Slip, type SlipBet } from './slip'
import { combinationCount, systemOddsSum } from './system'

/**
 * Total odds of a bet: the product of its selections' accepted odds and any bonus odds
 * (spec §5.2); a custom bet's odds are its custom price. Undefined for a system bet, whose
 * combinations each have their own.
 */
export function betTotalOdds(slip: Slip, bet: SlipBet): OddsProduct | undefined {
  if (bet.type === 'system') return undefined
  if (bet.type === 'customBet')
    return multiplyOdds(bet.customOddsMillis ? [bet.customOddsMillis] : [])
  const odds = selectionsOf(slip, bet).map((s) => s.acceptedOddsMillis)
  if (bet.bonus?.oddsMillis) odds.push(bet.bonus.oddsMillis)
  return multiplyOdds(odds)
}

/** Odds of a bet for its payout: a system's odds are summed over its combinations. */
function payoutOdds(slip: Slip, bet: SlipBet): OddsProduct {
  if (bet.type !== 'system') return betTotalOdds(slip, bet) ?? ODDS_ONE
  const odds = selectionsOf(slip, bet).map((s) => s.acceptedOddsMillis)
  return systemOddsSum(odds, bet.systemType?.winCount ?? 0)
}

/** Number of combinations a bet stands for: C(n, k) for a system, else 1. */
export function betCombinations(bet: SlipBet): number {
  if (bet.type !== 'system' || !bet.systemType) return 1
  return combinationCount(bet.selectionIds.length, bet.systemType.winCount)
}

/** What the player pays for a bet: a system's stake is per combination. */
export function betTotalStakeSubunits(bet: SlipBet): number {
  return bet.stakeSubunits * betCombinations(bet)
}

/** What the whole slip takes from the balance: every bet's total stake. */
export function slipTotalStakeSubunits(slip: Pick<Slip, 'bets'>): number {
  return slip.bets.reduce((sum, bet) => sum + betTotalStakeSubunits(bet), 0)
}

/**
 * Potential win of a bet in subunits, exact and rounded down once. A freebet's stake is not
 * paid back, so its win is the winnings only.
 */
export function betPotentialWinSubunits(slip: Slip, bet: SlipBet): number {
  const gross = potentialWinSubunits(bet.stakeSubunits, payoutOdds(slip, bet))
  return bet.bonus && !winIncludesStake(bet.bonus.type)
    ? Math.max(0, gross - bet.stakeSubunits)
    : gross
}

/**
 * The stake whose potential win comes closest to a wished-for win without passing it:
 * floor(win / total odds). For a system, the stake per combination.
 */
export function stakeForPotentialWin(slip: Slip, bet: SlipBet, winSubunits: number): number {
  const odds = payoutOdds(slip, bet)
  if (odds.numerator === 0n) return 0
  return Number((BigInt(winSubunits) * odds.denominator) / odds.numerator)
}
