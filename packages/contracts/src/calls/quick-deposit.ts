import type { Request } from '../client-request'

export const quickDeposit = (
  request: Request,
  body: { currency: string; amount: number },
  csrfToken: string,
) =>
  request('/platform/deposits/quick', 'quickDepositSchema', {
    method: 'POST',
    body,
    headers: { 'x-csrf-token': csrfToken },
  })
