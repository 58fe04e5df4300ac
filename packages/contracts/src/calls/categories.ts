import type { Request } from '../client-request'

export const categories = (
  request: Request,
  query?: {
    sport_id?: string
    sport_key?: string
    slug?: string
    page?: number
    limit?: number
  },
) => request('/api/v2/categories', 'categoriesResponseSchema', { query })
