import {
  selectionRef,
  type maxStakeBodySchema,
  type maxStakeResponseSchema,
} from '@sportsbook/contracts'
import {
  betLimitsFor,
  currencyOf,
  largestAcceptedStake,
  placementSlip,
  toOddsMillis,
  type PricedLeg,
} from '@sportsbook/domain'
import type { Kysely } from 'kysely'
import type { z } from 'zod'
import type { Database } from '../db/schema'
import { currentMarkets, lineKey } from './current-prices'
import type { PlacementPolicy } from './placement'

/**
 * POST /bets/max-stake: for each bet, the largest stake the book would take at the current
 * prices under its limits (0 when a selection is no longer offered); the slip's Max button.
 */
export async function maxStakes(
  db: Kysely<Database>,
  bets: z.output<typeof maxStakeBodySchema>['bets'],
  limitUnits: PlacementPolicy['limitUnits'],
): Promise<z.output<typeof maxStakeResponseSchema>['data']> {
  const markets = await currentMarkets(
    db,
    bets.flatMap((b) => b.selections.map(selectionRef)),
  )
  const data = bets.map((bet, index) => {
    const currency = currencyOf(bet.stake.currency)
    if (!currency.ok) throw new Error('currency passed validation but is unknown')
    const legs: PricedLeg[] = []
    for (const line of bet.selections.map(selectionRef)) {
      const market = markets.get(lineKey(line))
      const outcome = market?.outcomes.find((o) => o.id === line.outcomeId && o.active)
      if (!market || !outcome) break
      legs.push({
        ...line,
        provider: market.provider,
        matchStatus: market.matchStatus,
        oddsMillis: outcome.oddsMillis,
      })
    }
    const money = (subunits: number) => ({ subunits, currency: bet.stake.currency })
    if (legs.length < bet.selections.length) return { index, max_stake: money(0) }
    const customOdds = bet.custom_odds === undefined ? undefined : toOddsMillis(bet.custom_odds)
    const slip = placementSlip(bet.stake.currency, [
      {
        stakeSubunits: bet.stake.subunits,
        legs,
        systemId: bet.system_id,
        customOddsMillis: customOdds?.ok ? customOdds.value : undefined,
      },
    ])
    const [slipBet] = slip.bets
    if (!slipBet) throw new Error('a placement slip has one bet per requested bet')
    return {
      index,
      max_stake: money(
        largestAcceptedStake(slip, slipBet, betLimitsFor(currency.value, limitUnits)),
      ),
    }
  })
  return data
}
