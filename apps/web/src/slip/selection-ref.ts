import type { Market, Match } from '@sportsbook/contracts'
import type { NewSelection } from '@sportsbook/domain'

/** What an odds button knows of its outcome, to put it in the slip at the price it shows. */
export type SelectionRef = Omit<NewSelection, 'oddsMillis'>

/** The selection ref of one outcome of a market line of a match. */
export function selectionRef(
  match: Pick<Match, 'id' | 'slug' | 'status' | 'competitors' | 'name' | 'sport' | 'category'>,
  market: Pick<Market, 'id' | 'name' | 'specifier' | 'provider'>,
  outcome: Pick<Market['outcomes'][number], 'id' | 'name'>,
): SelectionRef {
  return {
    provider: market.provider,
    matchId: match.id,
    marketId: market.id,
    specifier: market.specifier,
    outcomeId: outcome.id,
    matchStatus: match.status,
    labels: {
      marketName: market.name,
      outcomeName: outcome.name,
      nameA: match.competitors?.home.name ?? match.name,
      ...(match.competitors ? { nameB: match.competitors.away.name } : {}),
      sportKey: match.sport.key,
      categoryName: match.category.name,
      matchSlug: match.slug,
    },
  }
}
