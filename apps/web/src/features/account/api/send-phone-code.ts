import { browserApiClient } from '@/lib/browser-api'

/** Texts a code to the number (POST /platform/player/phone); answers the phone's state. */
export function sendPhoneCode(locale: string, number: string, csrfToken: string) {
  return browserApiClient(locale).sendPhoneCode(number, csrfToken)
}
