import { queryOptions } from '@tanstack/react-query'
import { browserRequest } from '@/lib/browser-api'
import { notificationCounters } from '@sportsbook/contracts/calls'
import { unreadNotificationsKey } from '@/lib/player-notifications'

/**
 * The player's unread notifications (GET /notifications/counters). Push keeps it current; it is
 * asked again when the tab comes back to the front. None for visitors.
 */
export const unreadCountQueryOptions = (locale: string, playerId: string | undefined) =>
  queryOptions({
    queryKey: unreadNotificationsKey(playerId),
    queryFn: async () => (await notificationCounters(browserRequest(locale))).data.unread,
    enabled: Boolean(playerId),
  })
