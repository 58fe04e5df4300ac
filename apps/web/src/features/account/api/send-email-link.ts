import { browserRequest } from '@/lib/browser-api'
import { emailLink } from '@sportsbook/contracts/calls'

/** E-mails a reset, confirmation or unlock link; answers alike whether the e-mail is known. */
export function sendEmailLink(
  locale: string,
  kind: Parameters<typeof emailLink>[1],
  email: string,
) {
  return emailLink(browserRequest(locale), kind, email)
}
