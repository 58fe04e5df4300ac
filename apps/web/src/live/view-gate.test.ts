import { describe, expect, it } from 'vitest'
import { createLiveStore, outcomeKey } from './live-store'
import { HIDDEN_REFRESH_MS, createViewGate, subscribeOutcomeInView } from './view-gate'

/** A clock whose timers run when the test advances it, and a watcher the test moves elements with. */
function fakePage() {
  let time = 0
  let timers: { at: number; run: () => void }[] = []
  const watching = new Map<Element, (near: boolean) => void>()
  const gate = createViewGate(
    (element, listener) => {
      watching.set(element, listener)
      return () => watching.delete(element)
    },
    {
      now: () => time,
      later: (run, ms) => timers.push({ at: time + ms, run }),
    },
  )
  return {
    gate,
    now: () => time,
    advance(ms: number) {
      const until = time + ms
      for (;;) {
        const next = timers.filter((timer) => timer.at <= until).sort((a, b) => a.at - b.at)[0]
        if (!next) break
        timers = timers.filter((timer) => timer !== next)
        time = Math.max(time, next.at)
        next.run()
      }
      time = until
    },
    /** The observer reports `element` in or out of view. */
    scroll(element: Element, near: boolean) {
      watching.get(element)?.(near)
    },
    watched: (element: Element) => watching.has(element),
  }
}

const element = () => ({}) as Element

/** A gated listener that records when it was called. */
function heldListener(page: ReturnType<typeof fakePage>, target: Element) {
  const calls: number[] = []
  const held = page.gate.hold(target, () => calls.push(page.now()))
  return { calls, held }
}

describe('the view gate', () => {
  it('passes every change of an element in view, and of one the observer has not judged yet', () => {
    const page = fakePage()
    const target = element()
    const { calls, held } = heldListener(page, target)
    held.listener()
    page.scroll(target, true)
    page.advance(5)
    held.listener()
    held.listener()
    expect(calls).toEqual([0, 5, 5])
  })

  it('out of view: the first change at once, the rest once a refresh is due, however many', () => {
    const page = fakePage()
    const target = element()
    const { calls, held } = heldListener(page, target)
    page.scroll(target, false)
    held.listener()
    for (let i = 0; i < 10; i += 1) {
      page.advance(50)
      held.listener()
    }
    expect(calls).toEqual([0])
    page.advance(HIDDEN_REFRESH_MS)
    expect(calls).toEqual([0, HIDDEN_REFRESH_MS])
    // Nothing changed since: nothing more.
    page.advance(5 * HIDDEN_REFRESH_MS)
    expect(calls).toHaveLength(2)
  })

  it('an element coming back into view hears what it missed at once, and only if it missed something', () => {
    const page = fakePage()
    const target = element()
    const { calls, held } = heldListener(page, target)
    page.scroll(target, false)
    held.listener()
    page.advance(100)
    held.listener()
    page.advance(100)
    page.scroll(target, true)
    expect(calls).toEqual([0, 200])
    // The refresh that was due finds nothing left to say.
    page.advance(2 * HIDDEN_REFRESH_MS)
    expect(calls).toEqual([0, 200])
    page.scroll(target, false)
    page.scroll(target, true)
    expect(calls).toEqual([0, 200])
  })

  it('spreads the refreshes of elements out of view over the second', () => {
    const page = fakePage()
    const targets = Array.from({ length: 8 }, element)
    const listeners = targets.map((target) => heldListener(page, target))
    for (const target of targets) page.scroll(target, false)
    for (const { held } of listeners) held.listener()
    page.advance(1)
    for (const { held } of listeners) held.listener()
    page.advance(2 * HIDDEN_REFRESH_MS)
    const refreshedAt = listeners.map(({ calls }) => calls[1])
    expect(new Set(refreshedAt).size).toBe(8)
    for (const at of refreshedAt) {
      expect(at).toBeGreaterThanOrEqual(HIDDEN_REFRESH_MS)
      expect(at).toBeLessThan(2 * HIDDEN_REFRESH_MS)
    }
  })

  it('a released listener hears nothing more and its element is no longer watched', () => {
    const page = fakePage()
    const target = element()
    const { calls, held } = heldListener(page, target)
    page.scroll(target, false)
    held.listener()
    held.listener()
    held.release()
    expect(page.watched(target)).toBe(false)
    page.advance(2 * HIDDEN_REFRESH_MS)
    expect(calls).toEqual([0])
  })
})

describe('an outcome out of view', () => {
  const id = outcomeKey('m1', '1', '', '1')
  const seed = (store: ReturnType<typeof createLiveStore>, odds: number, active: boolean) => {
    store.seedMarkets('m1', [
      { id: '1', specifier: '', status: 1, outcomes: [{ id: '1', odds, active }] },
    ])
  }

  it('waits to hear a new price but never a lock or an unlock', () => {
    const page = fakePage()
    const store = createLiveStore(page.now)
    seed(store, 2, true)
    const target = element()
    const heard: { odds?: number; active?: boolean }[] = []
    subscribeOutcomeInView(store, page.gate, id, target, () => heard.push({ ...store.outcome(id) }))
    page.scroll(target, false)
    seed(store, 2.1, true)
    seed(store, 2.2, true)
    expect(heard.map((h) => h.odds)).toEqual([2.1])
    seed(store, 2.3, false)
    expect(heard.at(-1)).toMatchObject({ odds: 2.3, active: false })
    seed(store, 2.4, true)
    expect(heard.at(-1)).toMatchObject({ odds: 2.4, active: true })
    seed(store, 2.5, true)
    expect(heard.at(-1)?.odds).toBe(2.4)
    page.advance(2 * HIDDEN_REFRESH_MS)
    expect(heard.at(-1)?.odds).toBe(2.5)
  })
})
