import type { BonusesQuery } from '../bonuses'
import type { Request } from '../client-request'

/** The player's bonuses (spec §7.5 GET /bonuses): 4 a page unless `limit` says otherwise. */
export const bonuses = (request: Request, query?: BonusesQuery) =>
  request('/api/v2/bonuses', 'bonusesResponseSchema', { query })
