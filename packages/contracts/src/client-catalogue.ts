import type { FavouriteType, MatchesQuery } from './catalogue'
import type { EventStatus } from '@sportsbook/domain'
import type { PredictionPick } from './predictions'
import type { Request } from './client-request'

type MatchesParams = Partial<MatchesQuery>

/** Catalogue reads (sports, leagues, matches, markets, search), favourites and predictions. */
export const catalogueCalls = (request: Request) => ({
  sports: (query?: { type?: string; page?: number; limit?: number }) =>
    request('/api/v2/sports', 'sportsResponseSchema', { query }),
  categories: (query?: {
    sport_id?: string
    sport_key?: string
    slug?: string
    page?: number
    limit?: number
  }) => request('/api/v2/categories', 'categoriesResponseSchema', { query }),
  category: (id: string) =>
    request(`/api/v2/categories/${encodeURIComponent(id)}`, 'categoryResponseSchema'),
  tournaments: (query?: {
    sport_id?: string
    sport_key?: string
    category_id?: string
    kind?: string
    slug?: string
    page?: number
    limit?: number
  }) => request('/api/v2/tournaments', 'tournamentsResponseSchema', { query }),
  tournament: (id: string) =>
    request(`/api/v2/tournaments/${encodeURIComponent(id)}`, 'tournamentResponseSchema'),
  matches: (query?: MatchesParams, signal?: AbortSignal) =>
    request('/api/v2/matches', 'matchesResponseSchema', { query, signal }),
  match: (id: string) =>
    request(`/api/v2/matches/${encodeURIComponent(id)}`, 'matchResponseSchema'),
  markets: (
    id: string,
    query?: { group_key?: string; market_id?: string; page?: number; limit?: number },
  ) =>
    request(`/api/v2/matches/${encodeURIComponent(id)}/markets`, 'marketsResponseSchema', {
      query,
    }),
  matchWidget: (id: string, type: 'statistics' | 'head-to-head') =>
    request(`/api/v2/matches/${encodeURIComponent(id)}/${type}`, 'matchWidgetResponseSchema'),
  video: (id: string) =>
    request(`/api/v2/matches/${encodeURIComponent(id)}/video`, 'videoResponseSchema'),
  streams: (id: string) =>
    request(`/api/v2/matches/${encodeURIComponent(id)}/streams`, 'streamsResponseSchema'),
  counters: (body: { ids?: string[]; status?: EventStatus[]; type?: string } = {}) =>
    request('/api/v2/counters', 'countersResponseSchema', { method: 'POST', body }),
  /** The player's id at the match-chat provider (Watchers.io). */
  chatUserId: () => request('/api/v2/watchersio/userid', 'chatUserResponseSchema'),
  /** A match's winner prediction: everyone's picks, and the player's own (GET /vote). */
  prediction: (predictionId: string) =>
    request('/api/v2/vote', 'voteResponseSchema', { query: { prediction_id: predictionId } }),
  predict: (predictionId: string, pick: PredictionPick, csrfToken: string) =>
    request('/api/v2/vote', 'voteResponseSchema', {
      method: 'POST',
      body: { prediction_id: predictionId, data: pick },
      headers: { 'x-csrf-token': csrfToken },
    }),
  favouriteMatches: (query?: { match_status?: EventStatus[]; bettable?: boolean }) =>
    request('/api/v2/favourites/matches', 'favouriteMatchesResponseSchema', { query }),
  favouriteTournaments: () =>
    request('/api/v2/favourites/tournaments', 'favouriteTournamentsResponseSchema'),
  /** Marks (`favourite` true) or unmarks a match or league; repeating either is harmless. */
  setFavourite: (type: FavouriteType, id: string, favourite: boolean, csrfToken: string) =>
    request(
      `/api/v2/favourites/${type}/${encodeURIComponent(id)}`,
      'favouriteChangeResponseSchema',
      {
        method: favourite ? 'POST' : 'DELETE',
        headers: { 'x-csrf-token': csrfToken },
      },
    ),
  /** The bet builder's markets of a match (spec §7.3 GET /bets/custom/markets/{matchId}). */
  customBetMarkets: (matchId: string) =>
    request(
      `/api/v2/bets/custom/markets/${encodeURIComponent(matchId)}`,
      'customBetMarketsResponseSchema',
    ),
  search: (
    query: {
      q: string
      sport_type?: string
      match_status?: EventStatus[]
      only_events_name?: boolean
    },
    signal?: AbortSignal,
  ) => request('/api/v2/search', 'searchResponseSchema', { query, signal }),
})
