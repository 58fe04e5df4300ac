import { fetchAllPages } from '@sportsbook/contracts'
import { queryOptions } from '@tanstack/react-query'
import { browserApiClient } from '@/lib/browser-api'
import { bonusKeys } from './bonus-keys'

/** Every bonus issued to the signed-in player (GET /bonuses, all pages); none for visitors. */
export const myBonusesQueryOptions = (locale: string, playerId: string | undefined) =>
  queryOptions({
    queryKey: bonusKeys.mine(playerId),
    queryFn: () =>
      fetchAllPages((page, limit) => browserApiClient(locale).bonuses({ page, limit })),
    enabled: Boolean(playerId),
  })
