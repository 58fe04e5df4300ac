import type { EventStatus } from '@sportsbook/domain'
import type { Request } from '../client-request'

export const counters = (
  request: Request,
  body: { ids?: string[]; status?: EventStatus[]; type?: string } = {},
) => request('/api/v2/counters', 'countersResponseSchema', { method: 'POST', body })
