import type { Request } from '../client-request'

export const confirmEmail = (request: Request, token: string) =>
  request('/platform/users/confirmation', 'confirmedSchema', {
    query: { confirmation_token: token },
  })
