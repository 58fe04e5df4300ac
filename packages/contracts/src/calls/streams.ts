import type { Request } from '../client-request'

export const streams = (request: Request, id: string) =>
  request(`/api/v2/matches/${encodeURIComponent(id)}/streams`, 'streamsResponseSchema')
