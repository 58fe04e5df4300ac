import type { SlipBonusesBody } from '../bonuses'
import type { Request } from '../client-request'

/** The jackpots each bet of a slip would play for (POST /jackpots; reads only). */
export const slipJackpots = (request: Request, body: SlipBonusesBody) =>
  request('/api/v2/jackpots', 'slipJackpotsResponseSchema', { method: 'POST', body })
