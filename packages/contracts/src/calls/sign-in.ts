import type { Request } from '../client-request'

/** Signs in (a new session cookie); answers the profile. */
export const signIn = (request: Request, email: string, password: string) =>
  request('/platform/users/sign_in', 'playerProfileSchema', {
    method: 'POST',
    body: { email, password },
  })
