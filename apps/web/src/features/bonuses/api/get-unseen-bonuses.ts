import { queryOptions } from '@tanstack/react-query'
import { browserRequest } from '@/lib/browser-api'
import { bonuses } from '@sportsbook/contracts/calls'
import { bonusKeys } from './bonus-keys'

/**
 * The next bonus the player has not seen yet and can still use (GET /bonuses, unseen and
 * available, one): the popup shows them one at a time. None for visitors.
 */
export const unseenBonusQueryOptions = (locale: string, playerId: string | undefined) =>
  queryOptions({
    queryKey: bonusKeys.unseen(playerId),
    queryFn: async () => {
      const answer = await bonuses(browserRequest(locale), {
        unseen: true,
        available: true,
        limit: 1,
      })
      return answer.data[0] ?? null
    },
    enabled: Boolean(playerId),
  })
