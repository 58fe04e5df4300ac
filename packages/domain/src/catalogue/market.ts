import { oneOf } from '../one-of'
import { err, ok, type Result } from '../result'

/** Market status codes as the feed sends them (spec §4.4 "Market status"). */
export const MARKET_STATUS = {
  open: 1,
  suspended: -1,
  inactive: 0,
  handedOver: -2,
  settled: -3,
  cancelled: -4,
} as const
export type MarketStatus = (typeof MARKET_STATUS)[keyof typeof MARKET_STATUS]
export const MARKET_STATUSES: readonly MarketStatus[] = Object.values(MARKET_STATUS)
export const isMarketStatus = oneOf(MARKET_STATUSES)

/**
 * A market that will not take bets again: inactive, handed over, settled or cancelled (spec §4.4:
 * a market that is gone drops its selections from a slip; a suspended one may reopen).
 */
export function isMarketGone(status: number): boolean {
  return status !== MARKET_STATUS.open && status !== MARKET_STATUS.suspended
}

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

/** What grouping needs of a market (the contracts' Market has it all). */
export type GroupableMarket = {
  readonly id: string
  readonly specifier: string
  readonly status: number
  readonly priority: number
  readonly most_balanced: boolean
  readonly market_groups: readonly string[]
}

/** One market type of a group with its lines (specifiers), the most balanced line first. */
export type MarketLines<T> = { readonly id: string; readonly lines: readonly T[] }
export type MarketGroup<T> = { readonly key: string; readonly markets: readonly MarketLines<T>[] }

/**
 * A match page's markets by group key (spec §3.1 market_groups), as tabs show them: groups in
 * order of their best market's priority, within a group the market types by priority, the
 * lines of a type together with the most balanced line first. Status 0 markets are dropped.
 */
export function groupMarkets<T extends GroupableMarket>(markets: readonly T[]): MarketGroup<T>[] {
  const byPriority = listedMarkets(markets).sort((a, b) => a.priority - b.priority)
  const groups = new Map<string, Map<string, T[]>>()
  for (const market of byPriority) {
    for (const key of market.market_groups) {
      let types = groups.get(key)
      if (!types) {
        types = new Map()
        groups.set(key, types)
      }
      const lines = types.get(market.id)
      if (lines) lines.push(market)
      else types.set(market.id, [market])
    }
  }
  return [...groups].map(([key, types]) => ({
    key,
    markets: [...types].map(([id, lines]) => ({
      id,
      // A stable sort keeps the priority order among the other lines.
      lines: [...lines].sort((a, b) => Number(b.most_balanced) - Number(a.most_balanced)),
    })),
  }))
}
