import type { BonusType } from '../ticket/slip'
import { isFreebet } from '../ticket/stake'

/** A bonus the slip may apply, as the bonuses call offers it for the current bets. */
export type BonusOffer = {
  readonly id: string
  readonly type: BonusType
  /** Anything that changes what the bonus gives (odds, amount); a change counts as "changed". */
  readonly version: string
  readonly freebetStakeSubunits?: number
}

/** With none chosen, hunting is preferred, then tournament, then comboboost (spec §4.8). */
const PREFERENCE: readonly BonusType[] = ['hunting', 'tournament', 'comboboost']

export type BonusChoice = {
  readonly bonus: BonusOffer | undefined
  /** The stake goes back to 0: the bonus left behind was a freebet. */
  readonly resetStake: boolean
  /** A positive freebet stake to use as the stake. */
  readonly stakeSubunits?: number
}

function preferred(offers: readonly BonusOffer[]): BonusOffer | undefined {
  for (const type of PREFERENCE) {
    const offer = offers.find((o) => o.type === type)
    if (offer) return offer
  }
  return undefined
}

/**
 * Chooses the slip's bonus after the offers change (spec §4.8 "Bonus selection"): the chosen
 * bonus stays while it is offered unchanged; otherwise fall back by preference, resetting
 * the stake to 0 when the old bonus was a freebet. A freebet's positive stake becomes the stake.
 */
export function chooseBonus(
  chosen: BonusOffer | undefined,
  offers: readonly BonusOffer[],
): BonusChoice {
  const same = chosen ? offers.find((o) => o.id === chosen.id && o.type === chosen.type) : undefined
  const bonus = same?.version === chosen?.version && same ? same : preferred(offers)
  const lost = chosen !== undefined && bonus?.id !== chosen.id
  const changed = chosen !== undefined && same !== undefined && same.version !== chosen.version
  const resetStake = isFreebet(chosen) && (lost || changed)
  const freebetStake = isFreebet(bonus) ? (bonus?.freebetStakeSubunits ?? 0) : 0
  return { bonus, resetStake, ...(freebetStake > 0 ? { stakeSubunits: freebetStake } : {}) }
}
