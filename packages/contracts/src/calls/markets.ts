import type { Request } from '../client-request'

export const markets = (
  request: Request,
  id: string,
  query?: { group_key?: string; market_id?: string; page?: number; limit?: number },
) =>
  request(`/api/v2/matches/${encodeURIComponent(id)}/markets`, 'marketsResponseSchema', {
    query,
  })
