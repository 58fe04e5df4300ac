import type { Request } from '../client-request'

/** One of the player's deposits (404 for anyone else's). */
export const deposit = (request: Request, id: string) =>
  request(`/platform/deposits/${encodeURIComponent(id)}`, 'depositSchema')
