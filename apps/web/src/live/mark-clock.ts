'use client'
import { useCallback, useSyncExternalStore } from 'react'

/** How long an up/down mark stays after a price moves. */
export const MARK_MS = 3_000
const TICK_MS = 500

type Listener = () => void

/**
 * One coarse clock for every odds button's mark (not a timer per price change). It ticks only
 * while a mark shows: a listener is told of each tick until the tick that ends its mark, then
 * dropped. A page of prices that have not moved runs no timer at all.
 */
export function createMarkClock() {
  let tickedAt = Date.now()
  let timer: ReturnType<typeof setInterval> | undefined
  /** Each listener with the time its mark ends. */
  const listeners = new Map<Listener, number>()

  function stopWhenIdle(): void {
    if (listeners.size > 0 || timer === undefined) return
    clearInterval(timer)
    timer = undefined
  }

  function tick(): void {
    tickedAt = Date.now()
    for (const [listener, until] of listeners) {
      listener()
      if (tickedAt >= until) listeners.delete(listener)
    }
    stopWhenIdle()
  }

  return {
    /** The last tick's time while ticking (one time for every button), else the wall clock. */
    now: (): number => (timer === undefined ? Date.now() : tickedAt),
    /** Tells `listener` of ticks until the one at or after `until`; answers the unsubscribe. */
    subscribe: (until: number, listener: Listener): (() => void) => {
      if (timer === undefined) {
        tickedAt = Date.now()
        timer = setInterval(tick, TICK_MS)
      }
      listeners.set(listener, until)
      return () => {
        listeners.delete(listener)
        stopWhenIdle()
      }
    },
  }
}

const markClock = createMarkClock()

const unmoved = () => () => undefined

/** Whether a price that moved at `movedAt` still shows its mark. */
export function useRecentMove(movedAt: number | null): boolean {
  const subscribe = useCallback(
    (listener: Listener) =>
      movedAt === null ? unmoved() : markClock.subscribe(movedAt + MARK_MS, listener),
    [movedAt],
  )
  return useSyncExternalStore(
    subscribe,
    // A move newer than the last tick counts as fresh (its age is negative).
    () => movedAt !== null && markClock.now() - movedAt < MARK_MS,
    () => false,
  )
}
