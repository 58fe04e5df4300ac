import { MARKET_TYPES } from '@sportsbook/feed'
import type { UofMessageOf } from './messages'

// Which UOF markets the catalogue takes (issue 40). Our market ids follow Betradar's numbering
// (packages/feed MARKET_TYPES, the one table of market descriptions: names, outcome names), so a
// UOF market maps to ours when that table describes it, with the specifiers its name needs and
// outcomes its outcome names know. Everything else is kept out, counted and reported.

type UofMarket = UofMessageOf<'odds_change'>['markets'][number]

/** A UOF market as the catalogue holds it: our market id and specifier, the outcomes it takes. */
export type MappedMarket = {
  readonly marketId: string
  /** As the catalogue writes specifiers (`total=2.5`, `hcp=1:0`), or '' for none. */
  readonly specifier: string
}

export type UnmappedReason = 'unknownMarket' | 'missingSpecifier' | 'unknownOutcome'

export type MarketMapping =
  | { readonly ok: true; readonly market: MappedMarket }
  | { readonly ok: false; readonly reason: UnmappedReason; readonly detail: string }

/** The specifiers a market's name needs (`Total {total}` needs `total`). */
function specifierKeys(name: string): string[] {
  return [...name.matchAll(/\{(\w+)\}/g)].flatMap((match) => (match[1] ? [match[1]] : []))
}

const DESCRIPTIONS = new Map(
  MARKET_TYPES.map((type) => [
    type.marketId,
    {
      specifiers: specifierKeys(type.names.en),
      // An empty list of outcome names: outcomes come with the event (outrights, scores).
      outcomeIds: Object.keys(type.outcomeNames).filter((id) => id !== 'other'),
    },
  ]),
)

/** Maps one UOF market (and its outcomes) to ours, or says why it stays out. */
export function mapUofMarket(
  market: Pick<UofMarket, 'id' | 'specifiers'> & {
    readonly outcomes: readonly { readonly id: string }[]
  },
): MarketMapping {
  const marketId = String(market.id)
  const description = DESCRIPTIONS.get(marketId)
  if (!description) return { ok: false, reason: 'unknownMarket', detail: marketId }
  const values = market.specifiers.values
  const missing = description.specifiers.filter((key) => values[key] === undefined)
  if (missing.length > 0)
    return { ok: false, reason: 'missingSpecifier', detail: `${marketId}: ${missing.join(', ')}` }
  const known = description.outcomeIds
  const stranger = market.outcomes.find((o) => known.length > 0 && !known.includes(o.id))
  if (stranger)
    return { ok: false, reason: 'unknownOutcome', detail: `${marketId}: outcome ${stranger.id}` }
  const specifier = description.specifiers.map((key) => `${key}=${values[key] ?? ''}`).join('|')
  return { ok: true, market: { marketId, specifier } }
}

/** Markets kept out, counted by market id and reason, for the operator's report. */
export function unmappedCounter() {
  const counts = new Map<string, { marketId: string; reason: UnmappedReason; count: number }>()
  return {
    count(marketId: number | string, reason: UnmappedReason): void {
      const key = `${String(marketId)}/${reason}`
      const entry = counts.get(key) ?? { marketId: String(marketId), reason, count: 0 }
      counts.set(key, { ...entry, count: entry.count + 1 })
    },
    /** Most frequent first. */
    report: () => [...counts.values()].sort((a, b) => b.count - a.count),
  }
}
