import type { Request } from '../client-request'

export const activateBonus = (request: Request, id: string, csrfToken: string) =>
  request(`/api/v2/bonuses/${encodeURIComponent(id)}/activate`, 'bonusResponseSchema', {
    method: 'POST',
    headers: { 'x-csrf-token': csrfToken },
  })
