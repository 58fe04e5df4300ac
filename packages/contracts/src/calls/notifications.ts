import type { Request } from '../client-request'

/** The player's notifications, newest first (spec §7.4 GET /notifications). */
export const notifications = (request: Request, query?: { page?: number; limit?: number }) =>
  request('/api/v2/notifications', 'notificationsResponseSchema', { query })
