import type { Request } from '../client-request'

export const verifyPhone = (request: Request, code: string, csrfToken: string) =>
  request('/platform/player/phone/verify', 'phoneStateSchema', {
    method: 'POST',
    body: { code },
    headers: { 'x-csrf-token': csrfToken },
  })
