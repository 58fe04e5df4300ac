import type { Request } from '../client-request'

export const tournament = (request: Request, id: string) =>
  request(`/api/v2/tournaments/${encodeURIComponent(id)}`, 'tournamentResponseSchema')
