import { browserRequest } from '@/lib/browser-api'
import { quickDeposit as apiQuickDeposit } from '@sportsbook/contracts/calls'

/** A deposit with the stored payment method, no provider page (POST /platform/deposits/quick). */
export function quickDeposit(
  locale: string,
  body: { currency: string; amount: number },
  csrfToken: string,
) {
  return apiQuickDeposit(browserRequest(locale), body, csrfToken)
}
