import { browserApiClient } from '@/lib/browser-api'

/** Checks the texted code (POST /platform/player/phone/verify); answers the phone's state. */
export function verifyPhone(locale: string, code: string, csrfToken: string) {
  return browserApiClient(locale).verifyPhone(code, csrfToken)
}
