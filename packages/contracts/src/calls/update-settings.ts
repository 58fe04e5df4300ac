import type { PlayerSettings } from '../players'
import type { Request } from '../client-request'

export const updateSettings = (
  request: Request,
  changes: Partial<PlayerSettings>,
  csrfToken: string,
) =>
  request('/api/v2/settings', 'settingsResponseSchema', {
    method: 'POST',
    body: changes,
    headers: { 'x-csrf-token': csrfToken },
  })
