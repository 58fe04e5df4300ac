import type { CampaignPeriod } from '@sportsbook/domain'
import type { Request } from '../client-request'

/** The public campaigns the promotions page lists (visitors too). */
export const bonusCampaigns = (request: Request, period?: CampaignPeriod, currency?: string) =>
  request('/api/v2/bonuses/campaigns', 'bonusCampaignsResponseSchema', {
    query: { period, currency },
  })
