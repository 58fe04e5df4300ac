import { browserApiClient } from '@/lib/browser-api'

/** Sets a new password with the e-mailed token (PUT /platform/users/password). */
export function resetPassword(locale: string, token: string, password: string) {
  return browserApiClient(locale).resetPassword(token, password)
}
