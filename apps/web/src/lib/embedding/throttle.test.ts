import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { throttle } from './throttle'

describe('throttle (layout messages at most every 100 ms)', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('runs at once, then at most once per window, and always after the last call', () => {
    const run = vi.fn()
    const throttled = throttle(run, 100)
    throttled()
    expect(run).toHaveBeenCalledTimes(1)
    for (let i = 0; i < 10; i += 1) throttled()
    expect(run).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(100)
    expect(run).toHaveBeenCalledTimes(2)
    vi.advanceTimersByTime(500)
    expect(run).toHaveBeenCalledTimes(2)
  })
})
