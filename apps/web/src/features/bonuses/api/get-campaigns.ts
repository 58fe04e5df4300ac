import type { CampaignPeriod } from '@sportsbook/domain'
import { queryOptions } from '@tanstack/react-query'
import { browserApiClient } from '@/lib/browser-api'
import { bonusKeys } from './bonus-keys'

/** The public campaigns of a period (GET /bonuses/campaigns), for visitors too. */
export const campaignsQueryOptions = (locale: string, period: CampaignPeriod) =>
  queryOptions({
    queryKey: bonusKeys.campaigns(locale, period),
    queryFn: async () => (await browserApiClient(locale).bonusCampaigns(period)).data,
    staleTime: 60_000,
  })
