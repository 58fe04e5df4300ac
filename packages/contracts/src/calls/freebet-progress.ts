import type { Request } from '../client-request'

/** The player's freebet progress (spec §7.5 GET /bonuses/freebets/amb). */
export const freebetProgress = (request: Request) =>
  request('/api/v2/bonuses/freebets/amb', 'freebetProgressResponseSchema')
