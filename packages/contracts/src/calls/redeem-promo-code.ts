import type { Request } from '../client-request'

export const redeemPromoCode = (request: Request, code: string, csrfToken: string) =>
  request('/api/v2/bonuses/promo-code', 'bonusResponseSchema', {
    method: 'POST',
    body: { code },
    headers: { 'x-csrf-token': csrfToken },
  })
