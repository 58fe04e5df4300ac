import type { Request } from '../client-request'

export const updateLocale = (request: Request, locale: string, csrfToken: string) =>
  request('/platform/player/update_locale', 'updateLocaleResponseSchema', {
    method: 'PATCH',
    body: { locale },
    headers: { 'x-csrf-token': csrfToken },
  })
