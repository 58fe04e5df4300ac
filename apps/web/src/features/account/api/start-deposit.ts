import type { ApiClient } from '@sportsbook/contracts'
import { browserApiClient } from '@/lib/browser-api'

/** Starts a deposit with the payment provider; answers the provider's address. */
export function startDeposit(
  locale: string,
  body: Parameters<ApiClient['startDeposit']>[0],
  csrfToken: string,
) {
  return browserApiClient(locale).startDeposit(body, csrfToken)
}
