import type { FreebetProgressBody } from '../bonuses'
import type { Request } from '../client-request'

/** What placing the slip's bets would add to it (POST /bonuses/freebets/amb). */
export const slipFreebetProgress = (
  request: Request,
  body: FreebetProgressBody,
  csrfToken: string,
) =>
  request('/api/v2/bonuses/freebets/amb', 'freebetProgressResponseSchema', {
    method: 'POST',
    body,
    headers: { 'x-csrf-token': csrfToken },
  })
