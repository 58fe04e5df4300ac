import type { CampaignPeriod } from '@sportsbook/domain'
import { queryOptions } from '@tanstack/react-query'
import { browserRequest } from '@/lib/browser-api'
import { bonusCampaigns } from '@sportsbook/contracts/calls'
import { bonusKeys } from './bonus-keys'

/**
 * The public campaigns of a period (GET /bonuses/campaigns), for visitors too; freebet values
 * in the player's currency (a visitor's: the site's).
 */
export const campaignsQueryOptions = (
  locale: string,
  period: CampaignPeriod,
  currency: string | undefined,
) =>
  queryOptions({
    queryKey: bonusKeys.campaigns(locale, period, currency),
    queryFn: async () => (await bonusCampaigns(browserRequest(locale), period, currency)).data,
    staleTime: 60_000,
  })
