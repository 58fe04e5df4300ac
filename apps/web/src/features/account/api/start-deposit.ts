import { browserRequest } from '@/lib/browser-api'
import { startDeposit as apiStartDeposit } from '@sportsbook/contracts/calls'

/** Starts a deposit with the payment provider; answers the provider's address. */
export function startDeposit(
  locale: string,
  body: Parameters<typeof apiStartDeposit>[1],
  csrfToken: string,
) {
  return apiStartDeposit(browserRequest(locale), body, csrfToken)
}
