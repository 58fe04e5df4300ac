import type { Request } from '../client-request'

export const match = (request: Request, id: string) =>
  request(`/api/v2/matches/${encodeURIComponent(id)}`, 'matchResponseSchema')
