import type { Request } from '../client-request'

export const acceptTerms = (request: Request, version: string, csrfToken: string) =>
  request('/platform/player/accept_terms', 'playerProfileSchema', {
    method: 'POST',
    body: { version },
    headers: { 'x-csrf-token': csrfToken },
  })
