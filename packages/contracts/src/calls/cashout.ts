import type { Request } from '../client-request'

export const cashout = (
  request: Request,
  betId: string,
  toCashoutSubunits: number,
  csrfToken: string,
) =>
  request('/api/v2/bets/cashout', 'cashoutResponseSchema', {
    method: 'POST',
    body: { bet_id: betId, to_cashout: toCashoutSubunits },
    headers: { 'x-csrf-token': csrfToken },
  })
