import type { QueryClient, QueryKey } from '@tanstack/react-query'
import { ACCOUNTS_KEY } from '@/lib/player-accounts'
import { MY_BETS_KEY } from '@/lib/player-bets'
import { BONUSES_KEY } from '@/lib/player-bonuses'
import { JACKPOT_HITS_KEY } from '@/lib/jackpot-hits'
import { LOYALTY_KEY } from '@/lib/player-loyalty'
import { NOTIFICATIONS_KEY } from '@/lib/player-notifications'

/**
 * What each change to the player's own data makes stale, whether the change comes as an answer
 * (a placement, a cash-out) or on the private channel: one table for both, so that the lists
 * are refetched by one rule, the server being the authority.
 */
export const STALE_AFTER = {
  /** Bets placed: the list, the balances, the bonuses spent, the points, any jackpot hit. */
  placed: [MY_BETS_KEY, ACCOUNTS_KEY, BONUSES_KEY, LOYALTY_KEY, JACKPOT_HITS_KEY],
  cashedOut: [MY_BETS_KEY, ACCOUNTS_KEY],
  /** A bet placed elsewhere or settled; settling may give a freebet back or a new one. */
  bet_changed: [MY_BETS_KEY, BONUSES_KEY],
  bonus_issued: [BONUSES_KEY],
  /** A bet's jackpot dropped (on this page or another): its popup, and the balance it paid. */
  jackpot_hit: [JACKPOT_HITS_KEY, ACCOUNTS_KEY],
  notification: [NOTIFICATIONS_KEY],
  /**
   * Back on the private channel without what was published meanwhile (a gap longer than its
   * history, or an api that restarted): anything it could have told may have changed.
   */
  missed: [
    MY_BETS_KEY,
    ACCOUNTS_KEY,
    BONUSES_KEY,
    LOYALTY_KEY,
    JACKPOT_HITS_KEY,
    NOTIFICATIONS_KEY,
  ],
} as const satisfies Record<string, readonly QueryKey[]>
export type PrivateChange = keyof typeof STALE_AFTER

/**
 * Changes that come together are refetched together: placing N bets answers once and pushes N
 * `bet_changed`, which within this time make one refetch of each list, not 1 + N.
 */
export const REFRESH_BURST_MS = 150

type Pending = { keys: Map<string, QueryKey>; timer: ReturnType<typeof setTimeout> }
const pending = new WeakMap<QueryClient, Pending>()

/** Refetches what `change` makes stale, once for a burst of changes. */
export function refreshAfter(queryClient: QueryClient, change: PrivateChange): void {
  let burst = pending.get(queryClient)
  if (!burst) {
    const keys = new Map<string, QueryKey>()
    const timer = setTimeout(() => {
      pending.delete(queryClient)
      for (const queryKey of keys.values()) void queryClient.invalidateQueries({ queryKey })
    }, REFRESH_BURST_MS)
    burst = { keys, timer }
    pending.set(queryClient, burst)
  }
  for (const queryKey of STALE_AFTER[change]) burst.keys.set(JSON.stringify(queryKey), queryKey)
}
