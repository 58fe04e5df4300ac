import { browserRequest } from '@/lib/browser-api'
import { verifyPhone as apiVerifyPhone } from '@sportsbook/contracts/calls'

/** Checks the texted code (POST /platform/player/phone/verify); answers the phone's state. */
export function verifyPhone(locale: string, code: string, csrfToken: string) {
  return apiVerifyPhone(browserRequest(locale), code, csrfToken)
}
