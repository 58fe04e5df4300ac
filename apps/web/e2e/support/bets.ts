import type { PlacementSelection } from '@sportsbook/contracts'
import type { APIRequestContext } from '@playwright/test'

/**
 * Places a single of `subunits` of `currency` on `leg` for the signed-in player of `request`,
 * straight through the api (a journey's setup, not what it tests). Answers whether it was taken.
 */
export async function placeSingle(
  request: APIRequestContext,
  leg: PlacementSelection,
  subunits: number,
  currency = 'EUR',
): Promise<boolean> {
  const { csrf_token } = (await (await request.get('/platform/player')).json()) as {
    csrf_token: string
  }
  const placed = await request.post('/api/v3/bets', {
    data: { bets: [{ stake: { subunits, currency }, selections: [leg] }] },
    headers: { 'x-csrf-token': csrf_token, 'idempotency-key': crypto.randomUUID() },
  })
  return placed.ok()
}
