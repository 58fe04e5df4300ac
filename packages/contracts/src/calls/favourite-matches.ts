import type { EventStatus } from '@sportsbook/domain'
import type { Request } from '../client-request'

export const favouriteMatches = (
  request: Request,
  query?: { match_status?: EventStatus[]; bettable?: boolean },
) => request('/api/v2/favourites/matches', 'favouriteMatchesResponseSchema', { query })
