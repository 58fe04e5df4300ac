import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type * as HydrationMark from './hydration-mark'

type Mark = typeof HydrationMark
let dataset: Record<string, string> = {}

async function freshMark(): Promise<Mark> {
  vi.resetModules()
  return import('./hydration-mark')
}

async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false
  void promise.then(() => {
    done = true
  })
  await vi.advanceTimersByTimeAsync(0)
  return done
}

describe('the hydrated mark', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    dataset = {}
    vi.stubGlobal('document', { documentElement: { dataset } })
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('waits for the root and for every region, each counted once', async () => {
    const mark = await freshMark()
    const header = mark.holdHydratedMark()
    const slip = mark.holdHydratedMark()
    mark.markRootHydrated()
    header()
    header()
    expect(await settled(mark.whenHydrated())).toBe(false)
    expect(dataset.hydrated).toBeUndefined()
    slip()
    expect(await settled(mark.whenHydrated())).toBe(true)
    expect(dataset.hydrated).toBe('')
  })

  it('does not come before the root has committed', async () => {
    const mark = await freshMark()
    mark.holdHydratedMark()()
    expect(await settled(mark.whenHydrated())).toBe(false)
    mark.markRootHydrated()
    expect(await settled(mark.whenHydrated())).toBe(true)
  })

  it('lets answers through 5 s after the root even if a region never hydrates, without the mark', async () => {
    const mark = await freshMark()
    mark.holdHydratedMark()
    mark.markRootHydrated()
    await vi.advanceTimersByTimeAsync(4_999)
    expect(await settled(mark.whenHydrated())).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(await settled(mark.whenHydrated())).toBe(true)
    expect(dataset.hydrated).toBeUndefined()
  })
})
