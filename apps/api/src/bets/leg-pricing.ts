import { requestedLeg, type PlaceBetsBody } from '@sportsbook/contracts'
import {
  PLACEMENT_ERROR_CODE,
  isOpenForBetsStatus,
  newSelection,
  placementSlip,
  refreshSelection,
  toOddsMillis,
  type OddsAcceptMode,
  type PricedLeg,
  type RequestedBet,
  type Slip,
} from '@sportsbook/domain'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import type { Events } from '../bonuses/event-conditions'
import { lineKey, type CurrentMarket } from './current-prices'
import { customBetOdds } from './custom-bets'
import {
  PlacementRefused,
  uniqueByBet,
  type BetError,
  type RefusedSelection,
} from '../errors/refusal'

const oddsMillis = (odds: number): number => {
  const parsed = toOddsMillis(odds)
  if (!parsed.ok) throw new Error(`odds ${String(odds)} passed validation but are not odds`)
  return parsed.value
}

/**
 * Each requested selection against its current price (`markets`, as `currentMarkets` read
 * them), with the same rule the slip applies (`refreshSelection`): refused when its market is
 * not open, its outcome is inactive or its match no longer takes bets (102), or when the price
 * moved in a way the player's policy does not accept (101). Accepted legs carry the odds the
 * bet is taken at.
 */
export async function priceBets(
  db: Kysely<Database>,
  body: PlaceBetsBody,
  markets: ReadonlyMap<string, CurrentMarket>,
  mode: OddsAcceptMode,
  currency: string,
): Promise<{ slip: Slip; legs: PricedLeg[][]; events: Events }> {
  const requested = body.bets.map((bet) => bet.selections.map(requestedLeg))
  const errors: BetError[] = []
  const refused: RefusedSelection[] = []
  const legs = requested.map((bet, index) =>
    bet.map((want): PricedLeg => {
      const market = markets.get(lineKey(want))
      const outcome = market?.outcomes.find((o) => o.id === want.outcomeId)
      const priced =
        market &&
        refreshSelection(
          newSelection({
            ...want,
            provider: market.provider,
            matchStatus: market.matchStatus,
            labels: { marketName: '', outcomeName: '' },
          }),
          market,
          mode,
        )
      const available =
        priced !== undefined &&
        !priced.isSuspended &&
        isOpenForBetsStatus(market?.matchStatus ?? -1)
      if (!available || priced.isChanged) {
        const current = outcome?.oddsMillis
        errors.push({
          index,
          code: available
            ? PLACEMENT_ERROR_CODE.invalidOdds
            : PLACEMENT_ERROR_CODE.selectionUnavailable,
          ...(available && {
            key:
              current !== undefined && current < want.oddsMillis
                ? 'error.risk_validation.odds_higher_than_bookmakers'
                : 'error.risk_validation.odds_different_than_bookmaker',
          }),
        })
        refused.push({
          ...want,
          requestedOddsMillis: want.oddsMillis,
          currentOddsMillis: current,
          available,
        })
      }
      return {
        ...want,
        provider: market?.provider ?? '',
        matchStatus: market?.matchStatus ?? -1,
        oddsMillis: priced?.acceptedOddsMillis ?? want.oddsMillis,
      }
    }),
  )
  const customOdds = await Promise.all(
    body.bets.map(async (bet, index) => {
      if (bet.custom_odds === undefined) return undefined
      const price = await customBetOdds(db, legs[index] ?? [])
      const requestedMillis = oddsMillis(bet.custom_odds)
      if (price === undefined || price !== requestedMillis) {
        errors.push({ index, code: PLACEMENT_ERROR_CODE.invalidCustomBetOdds })
        return requestedMillis
      }
      return price
    }),
  )
  if (errors.length > 0) throw new PlacementRefused(uniqueByBet(errors), refused)
  const requestedBets: RequestedBet[] = body.bets.map((bet, index) => ({
    stakeSubunits: bet.stake.subunits,
    legs: legs[index] ?? [],
    systemId: bet.system_id,
    customOddsMillis: customOdds[index],
  }))
  // The legs' sport and league came with their prices: the rules that judge them read no more.
  const events: Events = new Map(
    requested.flat().flatMap((want) => {
      const market = markets.get(lineKey(want))
      return market ? [[want.matchId, { sport: market.sport, league: market.league }] as const] : []
    }),
  )
  return { slip: placementSlip(currency, requestedBets), legs, events }
}
