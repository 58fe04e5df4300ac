'use client'
import { testProviderOverrides } from '@sportsbook/domain'
import { useCallback, useSyncExternalStore, type RefObject } from 'react'
import { readCookie } from '@/lib/cookies'
import { TEST_PROVIDER_COOKIE } from '@/lib/cookie-names'
import { pacedFrames } from './frame-pacing'
import { createLiveStore, type LiveMatch, type LiveOutcome } from './live-store'
import { browserViewGate, subscribeOutcomeInView } from './view-gate'

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

const viewGate = typeof window === 'undefined' ? null : browserViewGate()

/** Subscribes once the button is drawn (in an effect), so the element is there to watch. */
function subscribeShownIn(id: string, shownIn: RefObject<Element | null>, listener: () => void) {
  const element = shownIn.current
  return viewGate && element
    ? subscribeOutcomeInView(liveStore, viewGate, id, element, listener)
    : liveStore.subscribeOutcome(id, listener)
}

/**
 * One outcome's live price (by `outcomeKey`): re-renders when this outcome changes, only then.
 * A price change of an outcome whose button is out of view waits (`view-gate.ts`); a lock or
 * an unlock never does.
 */
export function useLiveOutcome(
  id: string,
  shownIn: RefObject<Element | null>,
): LiveOutcome | undefined {
  const subscribe = useCallback(
    (listener: () => void) => subscribeShownIn(id, shownIn, listener),
    [id, shownIn],
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
