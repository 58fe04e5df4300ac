import { browserApiClient } from '@/lib/browser-api'

/** Changes the signed-in player's password (PUT /platform/player/password). */
export function changePassword(
  locale: string,
  currentPassword: string,
  password: string,
  csrfToken: string,
) {
  return browserApiClient(locale).changePassword(currentPassword, password, csrfToken)
}
