import { browserRequest } from '@/lib/browser-api'
import { deposit } from '@sportsbook/contracts/calls'

/** One of the player's deposits (GET /platform/deposits/{id}; 404 for anyone else's). */
export function getDeposit(locale: string) {
  return (id: string) => deposit(browserRequest(locale), id)
}
