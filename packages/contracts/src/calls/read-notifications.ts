import type { Request } from '../client-request'

/** Marks some (`ids`) or all of the player's notifications read; answers the unread count. */
export const readNotifications = (
  request: Request,
  ids: readonly string[] | 'all',
  csrfToken: string,
) =>
  request(
    ids === 'all' ? '/api/v2/notifications/read-all' : '/api/v2/notifications/read',
    'notificationCountersResponseSchema',
    {
      method: 'POST',
      ...(ids === 'all' ? {} : { body: { ids } }),
      headers: { 'x-csrf-token': csrfToken },
    },
  )
