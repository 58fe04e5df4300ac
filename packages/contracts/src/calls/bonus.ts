import type { BonusTypePlural } from '../bonus-kinds'
import type { Request } from '../client-request'

export const bonus = (request: Request, plural: BonusTypePlural, id: string) =>
  request(`/api/v2/bonuses/${plural}/${encodeURIComponent(id)}`, 'bonusResponseSchema')
