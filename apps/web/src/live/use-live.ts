'use client'
import { testProviderOverrides } from '@sportsbook/domain'
import { useCallback, useSyncExternalStore } from 'react'
import { readCookie } from '@/lib/cookies'
import { TEST_PROVIDER_COOKIE } from '@/lib/cookie-names'
import { pacedFrames } from './frame-pacing'
import { createLiveStore, type LiveMatch, type LiveOutcome } from './live-store'

/**
 * The page's live store (one per tab); HTTP snapshots seed it, the push connection patches it,
 * and its subscribers hear of changes at most once per animation frame (`pacedFrames`). A QA
 * test-provider cookie is read once, when the page loads.
 */
export const liveStore = createLiveStore(
  Date.now,
  testProviderOverrides(
    typeof document === 'undefined' ? undefined : readCookie(document.cookie, TEST_PROVIDER_COOKIE),
  ),
  typeof requestAnimationFrame === 'function'
    ? pacedFrames()
    : (flush) => {
        flush()
      },
)

/** One outcome's live price (by `outcomeKey`): re-renders when this outcome changes, only then. */
export function useLiveOutcome(id: string): LiveOutcome | undefined {
  const subscribe = useCallback(
    (listener: () => void) => liveStore.subscribeOutcome(id, listener),
    [id],
  )
  return useSyncExternalStore(
    subscribe,
    () => liveStore.outcome(id),
    () => undefined,
  )
}

/** One match's live status and score. */
export function useLiveMatch(id: string): LiveMatch | undefined {
  const subscribe = useCallback(
    (listener: () => void) => liveStore.subscribeMatch(id, listener),
    [id],
  )
  return useSyncExternalStore(
    subscribe,
    () => liveStore.match(id),
    () => undefined,
  )
}

/**
 * A tournament's pool as last pushed (undefined before a push): a leaderboard refetches when it
 * changes, since a pool grows only when a settled bet farmed points.
 */
export function useTournamentPool(id: string): number | undefined {
  const subscribe = useCallback(
    (listener: () => void) => liveStore.subscribeTournament(id, listener),
    [id],
  )
  return useSyncExternalStore(
    subscribe,
    () => liveStore.tournamentPool(id),
    () => undefined,
  )
}
