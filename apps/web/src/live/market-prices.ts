import type { Market } from '@sportsbook/contracts'

/** What the live store takes of a market: its line, status and prices (not its names). */
export type MarketPrices = Pick<Market, 'id' | 'specifier' | 'status'> & {
  readonly outcomes: readonly Pick<Market['outcomes'][number], 'id' | 'odds' | 'active'>[]
}

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
