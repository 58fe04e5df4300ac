import type { Request } from '../client-request'

/** The player saw the reality check and plays on. */
export const continueSportsbookSession = (request: Request, csrfToken: string) =>
  request('/platform/sportsbook_sessions/continue', 'sportsbookSessionSchema', {
    method: 'POST',
    headers: { 'x-csrf-token': csrfToken },
  })
