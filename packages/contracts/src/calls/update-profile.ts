import type { ProfileUpdate } from '../players'
import type { Request } from '../client-request'

export const updateProfile = (request: Request, fields: ProfileUpdate, csrfToken: string) =>
  request('/platform/player', 'playerProfileSchema', {
    method: 'PATCH',
    body: fields,
    headers: { 'x-csrf-token': csrfToken },
  })
