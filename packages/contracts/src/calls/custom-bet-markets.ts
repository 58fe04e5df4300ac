import type { Request } from '../client-request'

/** The bet builder's markets of a match (spec §7.3 GET /bets/custom/markets/{matchId}). */
export const customBetMarkets = (request: Request, matchId: string) =>
  request(
    `/api/v2/bets/custom/markets/${encodeURIComponent(matchId)}`,
    'customBetMarketsResponseSchema',
  )
