import { BONUS_PAGE_SIZE } from '@sportsbook/contracts'
import { infiniteQueryOptions } from '@tanstack/react-query'
import { browserRequest } from '@/lib/browser-api'
import { bonuses } from '@sportsbook/contracts/calls'
import { bonusKeys } from './bonus-keys'

/**
 * The bonuses issued to the signed-in player (GET /bonuses), a page of spec §9.1's 4 at a time,
 * the next on demand; none for visitors.
 */
export const myBonusesQueryOptions = (locale: string, playerId: string | undefined) =>
  infiniteQueryOptions({
    queryKey: bonusKeys.mine(playerId),
    queryFn: ({ pageParam }) =>
      bonuses(browserRequest(locale), { page: pageParam, limit: BONUS_PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.pagination.page < last.pagination.last_page ? last.pagination.page + 1 : undefined,
    enabled: Boolean(playerId),
  })
