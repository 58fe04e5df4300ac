import type { MatchesQuery } from '../catalogue'
import type { Request } from '../client-request'

export const matches = (request: Request, query?: Partial<MatchesQuery>, signal?: AbortSignal) =>
  request('/api/v2/matches', 'matchesResponseSchema', { query, signal })
