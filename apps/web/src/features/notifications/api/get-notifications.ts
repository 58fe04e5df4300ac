import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { browserRequest } from '@/lib/browser-api'
import { notifications } from '@sportsbook/contracts/calls'
import { NOTIFICATIONS_KEY } from '@/lib/player-notifications'

/** One page of the player's notifications, newest first (GET /notifications); none for visitors. */
export const notificationsQueryOptions = (
  locale: string,
  playerId: string | undefined,
  page: number,
) =>
  queryOptions({
    queryKey: [...NOTIFICATIONS_KEY, 'page', playerId, page] as const,
    queryFn: () => notifications(browserRequest(locale), { page }),
    enabled: Boolean(playerId),
    placeholderData: keepPreviousData,
  })
