import type { Request } from '../client-request'

/** The player's id at the match-chat provider (Watchers.io). */
export const chatUserId = (request: Request) =>
  request('/api/v2/watchersio/userid', 'chatUserResponseSchema')
