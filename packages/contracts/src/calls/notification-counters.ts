import type { Request } from '../client-request'

export const notificationCounters = (request: Request) =>
  request('/api/v2/notifications/counters', 'notificationCountersResponseSchema')
