import type { PlaceBetsRequest } from '../bets'
import type { Request } from '../client-request'

/** The largest stake the book takes on each bet (POST /bets/max-stake; stakes ignored). */
export const maxStake = (request: Request, body: PlaceBetsRequest) =>
  request('/api/v2/bets/max-stake', 'maxStakeResponseSchema', { method: 'POST', body })
