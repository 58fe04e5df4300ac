import type { EventStatus, MarketStatus, SettledResult } from '@sportsbook/domain'
import type { PredictionPick } from '@sportsbook/contracts'
import type { Generated } from 'kysely'
import type { Flag } from './flag'

// Tables of the catalogue the feed writes: sports, leagues, matches, markets, outcomes, names; favourites and predictions.

export interface SportsTable {
  id: string
  urn_id: string
  key: string
  type: string
  priority: number
  provider: string
}

export interface CategoriesTable {
  id: string
  sport_id: string
  slug: string
  country_code: string | null
  priority: number
}

export interface TournamentsTable {
  id: string
  urn_id: string
  sport_id: string
  category_id: string
  slug: string
  kind: string
  priority: number
  provider: string
}

export interface TournamentPrioritiesTable {
  tournament_id: string
  locale: string
  priority: number
}

export interface CompetitorsTable {
  id: string
  sport_id: string
  abbreviation: string
  logo: string | null
}

export interface MatchesTable {
  id: string
  urn_id: string
  slug: string
  type: string
  sport_id: string
  category_id: string
  tournament_id: string
  home_id: string | null
  away_id: string | null
  stadium: string | null
  city: string | null
  status: EventStatus
  /** ISO 8601 UTC, e.g. 2026-11-21T18:30:00.000Z */
  start_time: string
  end_date: string | null
  /** JSON of the statistics shape in contracts. */
  statistics: string | null
  has_video: Flag
  provider: string
  is_provider_stats_available: Flag
  bets_count: number
  /** Moved by every write to the match, its markets or outcomes (catalogue/match-revisions.ts). */
  revision: Generated<number>
}

export interface MarketsTable {
  match_id: string
  market_id: string
  specifier: string
  status: MarketStatus
  priority: number
  most_balanced: Flag
  next_bet_stop: string | null
  provider: string
  /** JSON array of group keys. */
  market_groups: string
}

export interface OutcomesTable {
  match_id: string
  market_id: string
  specifier: string
  outcome_id: string
  position: number
  active: Flag
  /** Decimal odds × 1000. */
  odds: number
  /** Set by the feed's result; null while open. */
  result: SettledResult | null
  /** A dead heat's part of the stake that wins, as an exact fraction (migration 0021). */
  dead_heat_numerator: number | null
  dead_heat_denominator: number | null
}

export interface NamesTable {
  entity: NameEntity
  entity_id: string
  locale: string
  name: string
}

export type NameEntity =
  'sport' | 'category' | 'tournament' | 'competitor' | 'match' | 'market_type' | 'outcome_type'

export interface FavouritesTable {
  player_id: string
  type: string
  entity_id: string
  created_at: string
}

export interface ProviderStatusesTable {
  provider: string
  active: Flag
  updated_at: string
}

export interface PredictionsTable {
  id: string
  player_id: string
  prediction_id: string
  data: PredictionPick
  created_at: string
}

/** A UOF producer's last processed message (migration 0021). */
export interface FeedProducersTable {
  product: number
  /** Milliseconds since the epoch (PostgreSQL's bigint arrives as text: read with Number). */
  last_processed: number | string
}
