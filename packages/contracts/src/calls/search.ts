import type { EventStatus } from '@sportsbook/domain'
import type { Request } from '../client-request'

export const search = (
  request: Request,
  query: {
    q: string
    sport_type?: string
    match_status?: EventStatus[]
    only_events_name?: boolean
  },
  signal?: AbortSignal,
) => request('/api/v2/search', 'searchResponseSchema', { query, signal })
