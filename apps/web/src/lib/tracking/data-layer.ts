import type { PlacedBetResponse } from '@sportsbook/contracts'
import { currencyOf, selectionId, unitsText } from '@sportsbook/domain'

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[]
  }
}

/** Pushes an event to the page's data layer (spec §7: tracking goes to a data layer). */
export function pushToDataLayer(event: Record<string, unknown>): void {
  window.dataLayer ??= []
  window.dataLayer.push(event)
}

/**
 * Spec §3 "Placed bet tracking": one event per placed bet, with its id as the transaction id,
 * its selections' ids as the content ids and its total stake in currency units.
 */
export function trackPlacedBets(bets: readonly PlacedBetResponse[]): void {
  for (const bet of bets) {
    const currency = currencyOf(bet.stake.currency)
    pushToDataLayer({
      event: 'bet_placed',
      transactionId: bet.betId,
      contentIds: bet.selections.map((s) =>
        selectionId({
          matchId: s.match_id,
          marketId: s.market_id,
          specifier: s.specifier,
          outcomeId: s.outcome_id,
        }),
      ),
      amount: currency.ok ? Number(unitsText(bet.stake.subunits, currency.value)) : null,
      currency: bet.stake.currency,
    })
  }
}
