import type { Request } from '../client-request'

export const video = (request: Request, id: string) =>
  request(`/api/v2/matches/${encodeURIComponent(id)}/video`, 'videoResponseSchema')
