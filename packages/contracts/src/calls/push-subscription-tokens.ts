import type { Request } from '../client-request'

export const pushSubscriptionTokens = (request: Request, channels: readonly string[]) =>
  request('/api/v2/websocket/authorize', 'pushAuthorizeResponseSchema', {
    method: 'POST',
    body: { channels },
  })
