import type { OddsMillis } from '../odds/odds'
import { newSelection, selectionId, type SlipSelection } from '../ticket/selection'
import type { BetType, Slip, SlipBet } from '../ticket/slip'
import type { SystemType } from '../ticket/system'

/** One leg of a bet as the server prices it: where it is and the odds it is taken at. */
export type PricedLeg = {
  readonly matchId: string
  readonly marketId: string
  readonly specifier: string
  readonly outcomeId: string
  readonly provider: string
  readonly matchStatus: number
  readonly oddsMillis: OddsMillis
}

/** A bet of a placement request, its legs priced. */
export type RequestedBet = {
  readonly stakeSubunits: number
  readonly legs: readonly PricedLeg[]
  readonly systemId?: string | undefined
  readonly customOddsMillis?: OddsMillis | undefined
}

/**
 * The type of a requested bet (the payload names none): custom odds make a custom bet, a
 * system id a system, one selection a single, several a combo.
 */
export function requestedBetType(bet: {
  readonly selectionCount: number
  readonly systemId?: string | undefined
  readonly customOdds?: number | undefined
}): BetType {
  if (bet.customOdds !== undefined) return 'customBet'
  if (bet.systemId !== undefined) return 'system'
  return bet.selectionCount === 1 ? 'single' : 'combo'
}

/** `'2/3'` → doubles of three selections; undefined when it is not of that form. */
export function parseSystemId(id: string): SystemType | undefined {
  const match = /^(\d+)\/(\d+)$/.exec(id)
  if (!match) return undefined
  return { winCount: Number(match[1]), totalCount: Number(match[2]) }
}

/**
 * The slip the requested bets make, so the server checks them with the very rules the slip
 * uses (`checkPlaceBets`, payouts, limits). Legs shared by several bets are one selection.
 */
export function placementSlip(currency: string, bets: readonly RequestedBet[]): Slip {
  const selections = new Map<string, SlipSelection>()
  const slipBets = bets.map((bet): SlipBet => {
    const ids = bet.legs.map((leg) => {
      const id = selectionId(leg)
      if (!selections.has(id))
        selections.set(
          id,
          newSelection({
            ...leg,
            labels: { marketName: leg.marketId, outcomeName: leg.outcomeId },
          }),
        )
      return id
    })
    const type = requestedBetType({
      selectionCount: bet.legs.length,
      systemId: bet.systemId,
      customOdds: bet.customOddsMillis,
    })
    const systemType = bet.systemId === undefined ? undefined : parseSystemId(bet.systemId)
    return {
      type,
      selectionIds: ids,
      stakeSubunits: bet.stakeSubunits,
      stakeSource: 'stake',
      ...(systemType && { systemType }),
      ...(bet.customOddsMillis !== undefined && { customOddsMillis: bet.customOddsMillis }),
    }
  })
  return { selections: [...selections.values()], bets: slipBets, currency }
}
