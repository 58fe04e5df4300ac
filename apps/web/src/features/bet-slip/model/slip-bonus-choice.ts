import { isFarmingBonusType, type SlipBonusOffer } from '@sportsbook/contracts'
import {
  chooseBonus,
  oddsToMillis,
  setBonus,
  type BonusOffer,
  type Slip,
  type SlipBonus,
} from '@sportsbook/domain'

/** The offers of one bet of the slip, as POST /bonuses answers them. */
export type BetOffers = { readonly index: number; readonly bonuses: readonly SlipBonusOffer[] }

/** A bonus the bet may take now: it applies to the bet (available, or already active). */
export function appliesToBet(offer: SlipBonusOffer): boolean {
  return offer.user_bonus_status !== 'not_available'
}

/** What an offer puts on the bet: a comboboost its bonus odds, a freebet its whole stake. */
export function slipBonusOf(offer: SlipBonusOffer): SlipBonus {
  return {
    id: offer.id,
    type: offer.type,
    ...(offer.odds === null ? {} : { oddsMillis: oddsToMillis(offer.odds) }),
    ...(offer.freebet_stake ? { freebetStakeSubunits: offer.freebet_stake.subunits } : {}),
  }
}

/** The domain's view of a bonus: a changed version is a changed bonus (spec §4.8). */
function asOffer(bonus: SlipBonus): BonusOffer {
  return {
    id: bonus.id,
    type: bonus.type,
    version: `${String(bonus.oddsMillis ?? '')}/${String(bonus.freebetStakeSubunits ?? '')}`,
    ...(bonus.freebetStakeSubunits === undefined
      ? {}
      : { freebetStakeSubunits: bonus.freebetStakeSubunits }),
  }
}

/**
 * Spec §4 "Bonus selection" over fresh offers, bet by bet: the chosen bonus stays while it is
 * offered unchanged, otherwise the domain's preference picks one (`chooseBonus`) among those the
 * player has not declined; `setBonus` then puts a freebet's stake on the bet or takes it off.
 * Bets without offers (a visitor's slip) lose their bonus.
 */
export function applyBonusOffers(
  slip: Slip,
  offersByBet: readonly BetOffers[],
  declined: ReadonlySet<string>,
): Slip {
  return slip.bets.reduce((next, bet, index) => {
    const offers = (offersByBet.find((o) => o.index === index)?.bonuses ?? []).filter(appliesToBet)
    // A hunting or tournament the player has not joined yet is theirs to pick (and join).
    const candidates = offers.filter(
      (o) =>
        o.id === bet.bonus?.id ||
        (!declined.has(o.id) && (!isFarmingBonusType(o.type) || o.user_bonus_status === 'active')),
    )
    const choice = chooseBonus(
      bet.bonus ? asOffer(bet.bonus) : undefined,
      candidates.map((o) => asOffer(slipBonusOf(o))),
    )
    const chosen = candidates.find((o) => o.id === choice.bonus?.id)
    const bonus = chosen ? slipBonusOf(chosen) : undefined
    if (bonus?.id === bet.bonus?.id && (!bonus || !bet.bonus || sameBonus(bonus, bet.bonus)))
      return next
    const changed = setBonus(next, index, bonus)
    return changed.ok ? changed.value : next
  }, slip)
}

function sameBonus(a: SlipBonus, b: SlipBonus): boolean {
  return asOffer(a).version === asOffer(b).version
}
