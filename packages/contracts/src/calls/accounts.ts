import type { Request } from '../client-request'

export const accounts = (request: Request) =>
  request('/platform/player/accounts', 'accountsResponseSchema')
