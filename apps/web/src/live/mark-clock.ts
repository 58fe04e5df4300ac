'use client'
import { useSyncExternalStore } from 'react'

/** How long an up/down mark stays after a price moves. */
export const MARK_MS = 3_000
const TICK_MS = 500

/**
 * One coarse clock for every odds button's mark (not a timer per price change): it ticks
 * while any button listens, and a button re-renders only when its mark expires.
 */
function createMarkClock() {
  let now = Date.now()
  let timer: ReturnType<typeof setInterval> | undefined
  const listeners = new Set<() => void>()
  return {
    now: () => now,
    subscribe: (listener: () => void) => {
      listeners.add(listener)
      timer ??= setInterval(() => {
        now = Date.now()
        for (const each of listeners) each()
      }, TICK_MS)
      return () => {
        listeners.delete(listener)
        if (listeners.size === 0) {
          clearInterval(timer)
          timer = undefined
        }
      }
    },
  }
}

const markClock = createMarkClock()

/** Whether a price that moved at `movedAt` still shows its mark. */
export function useRecentMove(movedAt: number | null): boolean {
  return useSyncExternalStore(
    markClock.subscribe,
    // A move newer than the last tick counts as fresh (its age is negative).
    () => movedAt !== null && markClock.now() - movedAt < MARK_MS,
    () => false,
  )
}
