import { browserRequest } from '@/lib/browser-api'
import { signUp as apiSignUp } from '@sportsbook/contracts/calls'

/** Signs up (POST /platform/users); answers whether the e-mailed link must be followed first. */
export function signUp(locale: string, body: Parameters<typeof apiSignUp>[1]) {
  return apiSignUp(browserRequest(locale), body)
}
