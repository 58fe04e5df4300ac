import { browserRequest } from '@/lib/browser-api'
import { changePassword as apiChangePassword } from '@sportsbook/contracts/calls'

/** Changes the signed-in player's password (PUT /platform/player/password). */
export function changePassword(
  locale: string,
  currentPassword: string,
  password: string,
  csrfToken: string,
) {
  return apiChangePassword(browserRequest(locale), currentPassword, password, csrfToken)
}
