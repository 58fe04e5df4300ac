import type { ApiClient } from '@sportsbook/contracts'
import { browserApiClient } from '@/lib/browser-api'

/** E-mails a reset, confirmation or unlock link; answers alike whether the e-mail is known. */
export function sendEmailLink(
  locale: string,
  kind: Parameters<ApiClient['emailLink']>[0],
  email: string,
) {
  return browserApiClient(locale).emailLink(kind, email)
}
