import type { PlaceBetsRequest } from '../bets'
import type { Request } from '../client-request'

/**
 * Places the bets (POST /api/v3/bets). The idempotency key makes a repeated request (a
 * retry after a lost answer) place nothing twice. A refusal is an `ApiRequestError` whose
 * `body` parses with `placementRefusalSchema`.
 */
export const placeBets = (
  request: Request,
  body: PlaceBetsRequest,
  csrfToken: string,
  idempotencyKey: string,
) =>
  request('/api/v3/bets', 'placeBetsResponseSchema', {
    method: 'POST',
    body,
    headers: { 'x-csrf-token': csrfToken, 'idempotency-key': idempotencyKey },
  })
