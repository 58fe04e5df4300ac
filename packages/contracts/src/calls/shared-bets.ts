import type { Request } from '../client-request'

export const sharedBets = (request: Request, code: string) =>
  request('/api/v2/bets/share-code', 'sharedBetsResponseSchema', { query: { code } })
