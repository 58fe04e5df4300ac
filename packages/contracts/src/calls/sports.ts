import type { Request } from '../client-request'

export const sports = (
  request: Request,
  query?: { type?: string; page?: number; limit?: number },
) => request('/api/v2/sports', 'sportsResponseSchema', { query })
