import type { SlipBonusesBody } from '../bonuses'
import type { Request } from '../client-request'

/** Which of the player's bonuses apply to each bet of the slip (spec §7.5 POST /bonuses). */
export const slipBonuses = (request: Request, body: SlipBonusesBody, csrfToken: string) =>
  request('/api/v2/bonuses', 'slipBonusesResponseSchema', {
    method: 'POST',
    body,
    headers: { 'x-csrf-token': csrfToken },
  })
