import type { Request } from '../client-request'

/** The player's sportsbook session, started if none is open (the reality check polls it). */
export const sportsbookSession = (request: Request, csrfToken: string) =>
  request('/platform/sportsbook_sessions', 'sportsbookSessionSchema', {
    method: 'POST',
    headers: { 'x-csrf-token': csrfToken },
  })
