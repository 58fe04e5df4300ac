import { browserApiClient } from '@/lib/browser-api'

/** One of the player's deposits (GET /platform/deposits/{id}; 404 for anyone else's). */
export function getDeposit(locale: string) {
  return (id: string) => browserApiClient(locale).deposit(id)
}
