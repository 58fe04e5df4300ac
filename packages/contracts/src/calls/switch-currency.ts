import type { Request } from '../client-request'

/** Makes the account in `currency` the player's current one (spec §4.17 currency switch). */
export const switchCurrency = (request: Request, currency: string, csrfToken: string) =>
  request('/platform/player/accounts', 'switchCurrencyResponseSchema', {
    method: 'POST',
    body: { currency },
    headers: { 'x-csrf-token': csrfToken },
  })
