import type { Request } from '../client-request'

/** Spends a hunting's or tournament's points on the freebet of the range they reach. */
export const boostBonus = (request: Request, id: string, csrfToken: string) =>
  request(`/api/v2/bonuses/${encodeURIComponent(id)}/boost`, 'bonusResponseSchema', {
    method: 'POST',
    headers: { 'x-csrf-token': csrfToken },
  })
