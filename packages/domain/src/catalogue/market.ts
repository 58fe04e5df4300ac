import { err, ok, type Result } from '../result'

/** Market status codes as the feed sends them (spec §4 "Market status"). */
export const MARKET_STATUS = {
  open: 1,
  suspended: -1,
  inactive: 0,
  handedOver: -2,
  settled: -3,
  cancelled: -4,
} as const
export type MarketStatus = (typeof MARKET_STATUS)[keyof typeof MARKET_STATUS]

/** Only an open market takes bets. */
export function isMarketOpen(status: number): boolean {
  return status === MARKET_STATUS.open
}

/** Markets with status 0 are dropped from lists; suspended ones stay, locked. */
export function isMarketListed(status: number): boolean {
  return status !== MARKET_STATUS.inactive
}

export function listedMarkets<T extends { readonly status: number }>(markets: readonly T[]): T[] {
  return markets.filter((market) => isMarketListed(market.status))
}

/** A market specifier as ordered key/value pairs: `hcp=-1.5|total=2.5`. */
export type Specifier = readonly (readonly [string, string])[]

export type SpecifierError = { readonly code: 'invalidSpecifier'; readonly text: string }

/** Parses `hcp=-1.5|total=2.5`; the empty string is the empty specifier. */
export function parseSpecifier(text: string): Result<Specifier, SpecifierError> {
  if (text === '') return ok([])
  const pairs: (readonly [string, string])[] = []
  for (const part of text.split('|')) {
    const match = /^([A-Za-z_][\w.]*)=([^=|]+)$/.exec(part)
    if (!match?.[1] || match[2] === undefined) return err({ code: 'invalidSpecifier', text })
    if (pairs.some(([key]) => key === match[1])) return err({ code: 'invalidSpecifier', text })
    pairs.push([match[1], match[2]])
  }
  return ok(pairs)
}

export function formatSpecifier(specifier: Specifier): string {
  return specifier.map(([key, value]) => `${key}=${value}`).join('|')
}

export function specifierValue(specifier: Specifier, key: string): string | undefined {
  return specifier.find(([name]) => name === key)?.[1]
}
