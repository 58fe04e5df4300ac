import type { Request } from '../client-request'

export const markBonusesSeen = (
  request: Request,
  bonuses: readonly { id: string; type: string }[],
  csrfToken: string,
) =>
  request('/api/v2/bonuses/mark-as-seen', 'markedAsSeenResponseSchema', {
    method: 'POST',
    body: { bonuses },
    headers: { 'x-csrf-token': csrfToken },
  })
