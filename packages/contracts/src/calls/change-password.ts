import type { Request } from '../client-request'

export const changePassword = (
  request: Request,
  currentPassword: string,
  password: string,
  csrfToken: string,
) =>
  request('/platform/player/password', 'passwordUpdatedSchema', {
    method: 'PUT',
    body: { current_password: currentPassword, password },
    headers: { 'x-csrf-token': csrfToken },
  })
