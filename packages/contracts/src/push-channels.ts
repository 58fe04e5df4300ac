/** The push channels' names (spec §7); no schema here, so a page can name a channel without zod. */
export const PUSH_CHANNELS = {
  /** Every match's status and score, and provider status: lists and counters. */
  publicUpdates: 'public:updates',
  /** One match's market prices and statuses: the match page and the slip. */
  match: (matchId: string) => `public:match:${matchId}`,
  /** One player's balance, bets and notifications: needs a subscription token for that player. */
  player: (playerId: string) => `$user:${playerId}`,
} as const

/**
 * A push publication as the browser takes it: an object that names its `type`. The browser does
 * not parse events with their schemas (decision 170): the api publishes them from typed code, its
 * tests read every kind through the contract, and a kind a page does not know is ignored.
 */
export function isPushEvent(data: unknown): data is { readonly type: string } {
  return (
    typeof data === 'object' &&
    data !== null &&
    typeof (data as { type?: unknown }).type === 'string'
  )
}
