import type { Market, PublicPushEvent } from '@sportsbook/contracts'

/**
 * What the live store takes of a market: its line, status and prices (not its names), as a
 * `markets_changed` event carries them.
 */
export type MarketPrices = Extract<PublicPushEvent, { type: 'markets_changed' }>['markets'][number]

/**
 * A market cut to what the live store seeds from it: a list row hands this, not the whole
 * market, to the browser (its names are already in the row's HTML).
 */
export function marketPrices(market: Market | null): MarketPrices | null {
  if (!market) return null
  return {
    id: market.id,
    specifier: market.specifier,
    status: market.status,
    outcomes: market.outcomes.map(({ id, odds, active }) => ({ id, odds, active })),
  }
}
