import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { MARK_MS, createMarkClock } from './mark-clock'

describe('createMarkClock', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 1_000_000 })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('runs no timer while no mark shows', () => {
    const clock = createMarkClock()
    vi.advanceTimersByTime(10_000)
    expect(vi.getTimerCount()).toBe(0)
    expect(clock.now()).toBe(1_010_000)
  })

  it('tells a listener of ticks until its mark ends, then drops it and stops', () => {
    const clock = createMarkClock()
    const heard = vi.fn()
    clock.subscribe(Date.now() + MARK_MS, heard)
    vi.advanceTimersByTime(MARK_MS - 1)
    const beforeTheEnd = heard.mock.calls.length
    expect(beforeTheEnd).toBeGreaterThan(0)
    expect(clock.now()).toBeLessThan(1_000_000 + MARK_MS)
    // The tick at the mark's end is told (the button drops its mark), and it is the last.
    vi.advanceTimersByTime(1_000)
    expect(heard.mock.calls.length).toBe(beforeTheEnd + 1)
    expect(vi.getTimerCount()).toBe(0)
    vi.advanceTimersByTime(10_000)
    expect(heard.mock.calls.length).toBe(beforeTheEnd + 1)
  })

  it('keeps ticking for a later mark when an earlier one ends', () => {
    const clock = createMarkClock()
    const early = vi.fn()
    const late = vi.fn()
    clock.subscribe(Date.now() + 1_000, early)
    clock.subscribe(Date.now() + MARK_MS, late)
    vi.advanceTimersByTime(2_000)
    const earlyHeard = early.mock.calls.length
    vi.advanceTimersByTime(MARK_MS)
    expect(early.mock.calls.length).toBe(earlyHeard)
    expect(late.mock.calls.length).toBeGreaterThan(earlyHeard)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('stops when its last listener unsubscribes', () => {
    const clock = createMarkClock()
    const unsubscribe = clock.subscribe(Date.now() + MARK_MS, vi.fn())
    expect(vi.getTimerCount()).toBe(1)
    unsubscribe()
    expect(vi.getTimerCount()).toBe(0)
  })
})
