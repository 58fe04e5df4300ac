import type { Request } from '../client-request'

/** Embedded mode: the host platform's `auth_token` for its player becomes a session here. */
export const hostSignIn = (request: Request, authToken: string) =>
  request('/platform/users/host_sign_in', 'playerProfileSchema', {
    method: 'POST',
    body: { auth_token: authToken },
  })
