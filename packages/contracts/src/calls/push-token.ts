import type { Request } from '../client-request'

/** Tokens for the push gateway: the connection's, and subscription tokens for channels. */
export const pushToken = (request: Request) =>
  request('/api/v2/websocket/token', 'pushTokenSchema', {
    method: 'POST',
  })
