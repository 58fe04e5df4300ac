import { QueryClient, QueryObserver } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { MY_BETS_KEY } from '@/lib/player-bets'
import { BONUSES_KEY } from '@/lib/player-bonuses'
import { REFRESH_BURST_MS, STALE_AFTER, refreshAfter } from './private-refresh'

/** A list on screen: an observed query that counts its fetches. */
function watched(queryClient: QueryClient, queryKey: readonly unknown[]) {
  let fetches = 0
  const observer = new QueryObserver(queryClient, {
    queryKey,
    queryFn: () => {
      fetches += 1
      return fetches
    },
  })
  const unsubscribe = observer.subscribe(() => undefined)
  return { fetches: () => fetches, unsubscribe }
}

describe('refreshing after a change to the player’s data', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('placing N bets (one answer, N pushes) refetches my bets and bonuses once, not 1 + N', async () => {
    const queryClient = new QueryClient()
    const bets = watched(queryClient, [...MY_BETS_KEY, 'player', 'open', 'all'])
    const bonuses = watched(queryClient, [...BONUSES_KEY, 'player'])
    await vi.runAllTimersAsync()
    expect([bets.fetches(), bonuses.fetches()]).toEqual([1, 1])

    refreshAfter(queryClient, 'placed')
    for (let bet = 0; bet < 5; bet += 1) refreshAfter(queryClient, 'bet_changed')
    await vi.advanceTimersByTimeAsync(REFRESH_BURST_MS)
    expect([bets.fetches(), bonuses.fetches()]).toEqual([2, 2])

    // A change after the burst is a new one: refetched again.
    refreshAfter(queryClient, 'bet_changed')
    await vi.advanceTimersByTimeAsync(REFRESH_BURST_MS)
    expect([bets.fetches(), bonuses.fetches()]).toEqual([3, 3])
    bets.unsubscribe()
    bonuses.unsubscribe()
  })

  it('refreshes only what the change makes stale', async () => {
    const queryClient = new QueryClient()
    const bets = watched(queryClient, [...MY_BETS_KEY, 'player'])
    await vi.runAllTimersAsync()
    refreshAfter(queryClient, 'bonus_issued')
    await vi.advanceTimersByTimeAsync(REFRESH_BURST_MS)
    expect(bets.fetches()).toBe(1)
    expect(STALE_AFTER.bonus_issued).not.toContainEqual(MY_BETS_KEY)
    bets.unsubscribe()
  })
})
