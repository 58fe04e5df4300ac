import type { Request } from '../client-request'

export const signOut = (request: Request, csrfToken: string) =>
  request('/platform/users/sign_out', 'signedOutSchema', {
    method: 'DELETE',
    headers: { 'x-csrf-token': csrfToken },
  })
