import { watchNearViewport } from './near-viewport'

/**
 * Holds back the changes of what is out of view (decision 182). A price scrolled away from
 * the viewport is not drawn every frame: it hears of its changes at most once every
 * `HIDDEN_REFRESH_MS` (each element at its own moment within that second, so the hidden ones
 * do not all draw in the same frame), and at once when it comes back into view. So a page's
 * frames cost what it shows, and what a screen reader reads out of view is at most a second old.
 */

/** How often an element out of view hears of its changes, at most. */
export const HIDDEN_REFRESH_MS = 1000
/** Elements out of view are spread over this many moments of `HIDDEN_REFRESH_MS`. */
const PHASES = 8

/** Calls `listener` with whether `element` is in or near view until the returned function is. */
export type WatchView = (element: Element, listener: (near: boolean) => void) => () => void

export type ViewGateClock = {
  now(): number
  /** Runs `run` after about `ms` milliseconds. */
  later(run: () => void, ms: number): void
}

type Held = {
  readonly listener: () => void
  /** Until the watcher says otherwise, an element counts as in view: nothing is held back. */
  inView: boolean
  unwatch?: () => void
  /** A change it has not heard of. */
  missed: boolean
  /** When an element out of view may hear of a change next. */
  dueAt: number
  readonly phase: number
}

export type ViewGate = ReturnType<typeof createViewGate>

export function createViewGate(watch: WatchView, clock: ViewGateClock) {
  const held = new Set<Held>()
  let sweepAt: number | null = null
  let phases = 0

  function deliverHidden(entry: Held): void {
    entry.dueAt = clock.now() + HIDDEN_REFRESH_MS + entry.phase
    entry.listener()
  }

  /** Delivers what hidden elements missed once they are due; again while some wait. */
  function sweep(): void {
    sweepAt = null
    const now = clock.now()
    let next = Infinity
    for (const entry of held) {
      if (!entry.missed || entry.inView) continue
      if (entry.dueAt <= now) {
        entry.missed = false
        deliverHidden(entry)
      } else next = Math.min(next, entry.dueAt)
    }
    if (next !== Infinity) sweepBy(next)
  }

  function sweepBy(at: number): void {
    if (sweepAt !== null && sweepAt <= at) return
    sweepAt = at
    clock.later(sweep, Math.max(0, at - clock.now()))
  }

  return {
    /**
     * `listener`, held back while `element` is out of view; `release` when the listener goes.
     * One listener an element.
     */
    hold(element: Element, listener: () => void) {
      const entry: Held = {
        listener,
        inView: true,
        missed: false,
        dueAt: 0,
        phase: ((phases++ % PHASES) * HIDDEN_REFRESH_MS) / PHASES,
      }
      held.add(entry)
      entry.unwatch = watch(element, (near) => {
        entry.inView = near
        if (!near || !entry.missed) return
        entry.missed = false
        entry.listener()
      })
      return {
        listener: () => {
          if (entry.inView) {
            entry.listener()
          } else if (entry.dueAt <= clock.now()) {
            deliverHidden(entry)
          } else {
            entry.missed = true
            sweepBy(entry.dueAt)
          }
        },
        release: () => {
          held.delete(entry)
          entry.unwatch?.()
        },
      }
    },
  }
}

/** What `subscribeOutcomeInView` needs of the live store. */
type OutcomeSource = {
  outcome(id: string): { readonly active: boolean } | undefined
  subscribeOutcome(id: string, listener: () => void): () => void
}

/**
 * Subscribes `listener` to an outcome shown in `element`: its price changes are held back while
 * the element is out of view; a lock or an unlock is heard at once, so a price is never shown
 * open while it cannot be bet on.
 */
export function subscribeOutcomeInView(
  store: OutcomeSource,
  gate: ViewGate,
  id: string,
  element: Element,
  listener: () => void,
): () => void {
  const held = gate.hold(element, listener)
  let active = store.outcome(id)?.active
  const unsubscribe = store.subscribeOutcome(id, () => {
    const now = store.outcome(id)?.active
    if (now === active) {
      held.listener()
      return
    }
    active = now
    listener()
  })
  return () => {
    unsubscribe()
    held.release()
  }
}

/** The page's gate: in view is in or near the viewport, as for a list row's channel. */
export function browserViewGate(): ViewGate | null {
  if (typeof IntersectionObserver !== 'function') return null
  return createViewGate(watchNearViewport, {
    now: () => performance.now(),
    later: (run, ms) => setTimeout(run, ms),
  })
}
