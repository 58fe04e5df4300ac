import type { Request } from '../client-request'

export const userLimits = (request: Request) =>
  request('/platform/user_limits', 'userLimitsResponseSchema')
