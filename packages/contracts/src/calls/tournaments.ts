import type { Request } from '../client-request'

export const tournaments = (
  request: Request,
  query?: {
    sport_id?: string
    sport_key?: string
    category_id?: string
    kind?: string
    slug?: string
    page?: number
    limit?: number
  },
) => request('/api/v2/tournaments', 'tournamentsResponseSchema', { query })
