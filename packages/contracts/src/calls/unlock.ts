import type { Request } from '../client-request'

export const unlock = (request: Request, token: string) =>
  request('/platform/users/unlock', 'unlockedSchema', {
    query: { unlock_token: token },
  })
