import type { Request } from '../client-request'

export const resetPassword = (request: Request, token: string, password: string) =>
  request('/platform/users/password', 'passwordUpdatedSchema', {
    method: 'PUT',
    body: { reset_password_token: token, password },
  })
