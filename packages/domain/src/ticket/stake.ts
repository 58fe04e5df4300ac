import { err, ok, type Result } from '../result'
import { stakeForPotentialWin } from './payout'
import type { Slip, SlipBet, SlipBonus, StakeSource } from './slip'
import { isFreebetType } from '../bonuses/freebet'

export type StakeError =
  | { readonly code: 'invalidStake'; readonly stakeSubunits: number }
  | { readonly code: 'noSuchBet'; readonly betIndex: number }
  /** A freebet's stake is the freebet's; the player cannot type another (spec §4.19). */
  | { readonly code: 'freebetStake'; readonly betIndex: number }

function updateBet(
  slip: Slip,
  betIndex: number,
  update: (bet: SlipBet) => SlipBet,
): Result<Slip, StakeError> {
  const bet = slip.bets[betIndex]
  if (!bet) return err({ code: 'noSuchBet', betIndex })
  return ok({ ...slip, bets: slip.bets.map((b, i) => (i === betIndex ? update(b) : b)) })
}

function isStake(subunits: number): boolean {
  return Number.isSafeInteger(subunits) && subunits >= 0
}

/** A bet staked with a freebet keeps the freebet's stake. */
function typedStakeError(slip: Slip, betIndex: number): StakeError | undefined {
  return isFreebet(slip.bets[betIndex]?.bonus) ? { code: 'freebetStake', betIndex } : undefined
}

/** Sets the stake the player typed (for a system bet, per combination). */
export function setStake(
  slip: Slip,
  betIndex: number,
  stakeSubunits: number,
): Result<Slip, StakeError> {
  if (!isStake(stakeSubunits)) return err({ code: 'invalidStake', stakeSubunits })
  const locked = typedStakeError(slip, betIndex)
  if (locked) return err(locked)
  return updateBet(slip, betIndex, (bet) => ({ ...bet, stakeSubunits, stakeSource: 'stake' }))
}

/** Sets the stake from a potential win the player typed; refreshes rescale it (spec §4.19). */
export function setStakeFromPotentialWin(
  slip: Slip,
  betIndex: number,
  winSubunits: number,
): Result<Slip, StakeError> {
  if (!isStake(winSubunits)) return err({ code: 'invalidStake', stakeSubunits: winSubunits })
  const locked = typedStakeError(slip, betIndex)
  if (locked) return err(locked)
  return updateBet(slip, betIndex, (bet) => ({
    ...bet,
    stakeSubunits: stakeForPotentialWin(slip, bet, winSubunits),
    stakeSource: 'potentialWin',
  }))
}

/** A new account currency resets every stake to 0 with the sharing source (spec §4.19). */
export function changeCurrency(slip: Slip, currency: string): Slip {
  if (currency === slip.currency) return slip
  const stakeSource: StakeSource = 'sharing'
  return {
    ...slip,
    currency,
    bets: slip.bets.map((bet) => ({ ...bet, stakeSubunits: 0, stakeSource })),
  }
}

export function isFreebet(bonus: SlipBonus | undefined): boolean {
  return bonus !== undefined && isFreebetType(bonus.type)
}

/**
 * Applies or removes a bet's bonus (spec §4.19): an active freebet sets the stake to the freebet
 * stake when that is positive; removing a freebet (or replacing it) resets the stake to 0.
 */
export function setBonus(
  slip: Slip,
  betIndex: number,
  bonus: SlipBonus | undefined,
): Result<Slip, StakeError> {
  return updateBet(slip, betIndex, (bet) => {
    const { bonus: previous, ...rest } = bet
    const base: SlipBet = bonus ? { ...rest, bonus } : rest
    const freebetStake = bonus?.freebetStakeSubunits ?? 0
    if (isFreebet(bonus) && freebetStake > 0)
      return { ...base, stakeSubunits: freebetStake, stakeSource: 'stake' }
    if (isFreebet(previous)) return { ...base, stakeSubunits: 0, stakeSource: 'stake' }
    return base
  })
}
