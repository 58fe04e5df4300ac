import type { PlaceBetsRequest } from '@sportsbook/contracts'
import { browserRequest } from '@/lib/browser-api'
import { placeBets } from '@sportsbook/contracts/calls'

/**
 * Places a slip's bets (POST /api/v3/bets) under an idempotency key, so that a retry of a lost
 * answer places nothing twice.
 */
export function sendPlaceBets(
  locale: string,
  body: PlaceBetsRequest,
  csrfToken: string,
  idempotencyKey: string,
) {
  return placeBets(browserRequest(locale), body, csrfToken, idempotencyKey)
}
