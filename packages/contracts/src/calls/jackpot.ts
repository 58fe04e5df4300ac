import type { Request } from '../client-request'

export const jackpot = (request: Request, id: string) =>
  request(`/api/v2/jackpots/${encodeURIComponent(id)}`, 'jackpotResponseSchema')
