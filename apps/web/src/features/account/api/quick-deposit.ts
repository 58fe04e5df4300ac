import { browserApiClient } from '@/lib/browser-api'

/** A deposit with the stored payment method, no provider page (POST /platform/deposits/quick). */
export function quickDeposit(
  locale: string,
  body: { currency: string; amount: number },
  csrfToken: string,
) {
  return browserApiClient(locale).quickDeposit(body, csrfToken)
}
