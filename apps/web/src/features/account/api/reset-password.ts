import { browserRequest } from '@/lib/browser-api'
import { resetPassword as apiResetPassword } from '@sportsbook/contracts/calls'

/** Sets a new password with the e-mailed token (PUT /platform/users/password). */
export function resetPassword(locale: string, token: string, password: string) {
  return apiResetPassword(browserRequest(locale), token, password)
}
