import { browserRequest } from '@/lib/browser-api'
import { sendPhoneCode as apiSendPhoneCode } from '@sportsbook/contracts/calls'

/** Texts a code to the number (POST /platform/player/phone); answers the phone's state. */
export function sendPhoneCode(locale: string, number: string, csrfToken: string) {
  return apiSendPhoneCode(browserRequest(locale), number, csrfToken)
}
