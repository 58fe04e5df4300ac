import type { Request } from '../client-request'

export const bets = (
  request: Request,
  query: { status?: readonly string[]; result?: string; page?: number; limit?: number },
) => request('/api/v3/bets', 'betsResponseSchema', { query })
