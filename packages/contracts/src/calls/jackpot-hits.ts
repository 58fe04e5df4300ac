import type { JackpotHitsQuery } from '../jackpots'
import type { Request } from '../client-request'

/** Hits, newest first: a jackpot's, or (forUser) the player's own. */
export const jackpotHits = (request: Request, query: JackpotHitsQuery) =>
  request('/api/v2/jackpot-hits', 'jackpotHitsResponseSchema', { query })
