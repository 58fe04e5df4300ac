import {
  betTotalStakeSubunits,
  fromOddsMillis,
  oddsToMillis,
  selectionsOf,
  systemId,
  type Slip,
  type SlipBet,
} from '@sportsbook/domain'
import type { z } from 'zod'
import type { PlaceBetsRequest, PlacementBet, PlacementSelection, shareBodySchema } from './bets'
import type { FreebetProgressBody, SlipBonusesBody } from './bonuses'

// The bet calls' requests built from a slip, and their selections read back as legs.

/** Where a selection on the wire is, as the api and the domain name it. */
export type SelectionRef = {
  readonly matchId: string
  readonly marketId: string
  readonly specifier: string
  readonly outcomeId: string
}

/** A selection of a bet call as a leg: where it is (and the odds it asks, in millis). */
export function selectionRef(selection: Omit<PlacementSelection, 'odds'>): SelectionRef {
  return {
    matchId: selection.match_id,
    marketId: selection.market_id,
    specifier: selection.specifier,
    outcomeId: selection.outcome_id,
  }
}

export function requestedLeg(
  selection: PlacementSelection,
): SelectionRef & { readonly oddsMillis: number } {
  return { ...selectionRef(selection), oddsMillis: oddsToMillis(selection.odds) }
}

/** Where a slip selection is, as the bet calls name it (without odds). */
export function legOf(selection: SelectionRef): Omit<PlacementSelection, 'odds'> {
  return {
    match_id: selection.matchId,
    market_id: selection.marketId,
    specifier: selection.specifier,
    outcome_id: selection.outcomeId,
  }
}

/**
 * The placement request of a slip (spec §3.2 "Bet placement payload"): each bet with its stake in
 * subunits, its selections at the odds the player accepted, the system id or custom odds.
 */
export function placementRequest(
  slip: Slip,
  meta: { readonly deviceId?: string; readonly quick?: boolean },
): PlaceBetsRequest {
  return {
    meta: {
      quick: meta.quick ?? false,
      ...(meta.deviceId === undefined ? {} : { device_id: meta.deviceId }),
    },
    bets: slip.bets.map((bet) => ({
      stake: { subunits: bet.stakeSubunits, currency: slip.currency },
      ...pricedBet(slip, bet),
      ...(bet.bonus
        ? {
            bonus: {
              id: bet.bonus.id,
              type: bet.bonus.type,
              ...(bet.bonus.oddsMillis === undefined
                ? {}
                : { odds: fromOddsMillis(bet.bonus.oddsMillis) }),
            },
          }
        : {}),
    })),
  }
}

/**
 * The POST /bets/max-stake request for one bet of a slip: its selections as placed. The answer
 * does not depend on the stake, so an empty one goes as the smallest.
 */
export function maxStakeRequest(slip: Slip, bet: SlipBet): PlaceBetsRequest {
  return {
    meta: { quick: false },
    bets: [
      {
        stake: { subunits: Math.max(1, bet.stakeSubunits), currency: slip.currency },
        ...pricedBet(slip, bet),
      },
    ],
  }
}

/** A bet's selections at the odds the slip accepted, its system or its custom price. */
export function pricedBet(slip: Slip, bet: SlipBet): Omit<PlacementBet, 'stake' | 'bonus'> {
  return {
    selections: selectionsOf(slip, bet).map((s) => ({
      ...legOf(s),
      odds: fromOddsMillis(s.acceptedOddsMillis),
    })),
    ...(bet.type === 'system' && bet.systemType ? { system_id: systemId(bet.systemType) } : {}),
    ...(bet.type === 'customBet' && bet.customOddsMillis !== undefined
      ? { custom_odds: fromOddsMillis(bet.customOddsMillis) }
      : {}),
  }
}

/** The share request of a slip: its bets without stakes or odds. */
export function shareRequest(slip: Slip): z.input<typeof shareBodySchema> {
  return {
    bets: slip.bets.map((bet) => ({
      selections: selectionsOf(slip, bet).map(legOf),
      ...(bet.type === 'system' && bet.systemType ? { system_id: systemId(bet.systemType) } : {}),
    })),
  }
}

/** The POST /bonuses request of a slip: its bets as they would be placed, bonuses aside. */
export function slipBonusesRequest(slip: Slip): SlipBonusesBody {
  return { currency: slip.currency, bets: slip.bets.map((bet) => pricedBet(slip, bet)) }
}

/**
 * The POST /bonuses request with each bet's stake: what a hunting or tournament on the bet would
 * farm (asked once the player has typed, apart from the offers, which do not depend on it).
 */
export function slipFarmingRequest(slip: Slip): SlipBonusesBody {
  return {
    currency: slip.currency,
    bets: slip.bets.map((bet) => ({ ...pricedBet(slip, bet), stake: betTotalStakeSubunits(bet) })),
  }
}

/** The POST /bonuses/freebets/amb request of a slip. */
export function freebetProgressRequest(slip: Slip): FreebetProgressBody {
  return {
    currency: slip.currency,
    bets: slip.bets.map((bet) => ({
      ...pricedBet(slip, bet),
      stake: betTotalStakeSubunits(bet),
      with_bonus: bet.bonus !== undefined,
    })),
  }
}
