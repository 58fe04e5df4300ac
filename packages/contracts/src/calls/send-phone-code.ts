import type { Request } from '../client-request'

/** Texts a 6-digit code to `number` (an international number such as +4512345678). */
export const sendPhoneCode = (request: Request, number: string, csrfToken: string) =>
  request('/platform/player/phone', 'phoneStateSchema', {
    method: 'POST',
    body: { number },
    headers: { 'x-csrf-token': csrfToken },
  })
