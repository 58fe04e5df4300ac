import type { Request } from '../client-request'

/** Starts a deposit with the payment provider; it sends the player back to `return_path`. */
export const startDeposit = (
  request: Request,
  body: { currency: string; amount: number; return_path: string },
  csrfToken: string,
) =>
  request('/platform/deposits', 'depositStartedSchema', {
    method: 'POST',
    body,
    headers: { 'x-csrf-token': csrfToken },
  })
