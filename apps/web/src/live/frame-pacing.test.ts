import { describe, expect, it } from 'vitest'
import { pacedFrames } from './frame-pacing'

/** A clock whose frames and timers run when the test says: `tick` advances time and runs what is due. */
function fakeClock() {
  let time = 0
  let pressedAt = -Infinity
  const frames: (() => void)[] = []
  let timers: { at: number; run: () => void }[] = []
  return {
    clock: {
      now: () => time,
      frame: (run: () => void) => frames.push(run),
      later: (run: () => void, ms: number) => timers.push({ at: time + ms, run }),
      lastInput: () => pressedAt,
    },
    /** The page handles a press now. */
    press() {
      pressedAt = time
    },
    /** Runs the frames asked for so far; each takes `cost` ms, then the tasks due after it run. */
    drawFrame(cost: number) {
      for (const run of frames.splice(0)) {
        run()
        time += cost
      }
      this.runTimers()
    },
    advance(ms: number) {
      time += ms
      this.runTimers()
    },
    runTimers() {
      const due = timers.filter((timer) => timer.at <= time)
      timers = timers.filter((timer) => timer.at > time)
      for (const timer of due) timer.run()
    },
    pendingFrames: () => frames.length,
  }
}

describe('pacedFrames', () => {
  it('a cheap frame holds the next flush back only as long as it took', () => {
    const fake = fakeClock()
    const schedule = pacedFrames(fake.clock)
    let flushes = 0
    schedule(() => (flushes += 1))
    fake.drawFrame(2)
    fake.advance(0.1)
    schedule(() => (flushes += 1))
    expect(fake.pendingFrames()).toBe(0)
    fake.advance(2)
    expect(fake.pendingFrames()).toBe(1)
    fake.drawFrame(2)
    expect(flushes).toBe(2)
  })

  it('after a costly frame the next flush waits as long as that frame took', () => {
    const fake = fakeClock()
    const schedule = pacedFrames(fake.clock)
    let flushes = 0
    schedule(() => (flushes += 1))
    fake.drawFrame(30)
    schedule(() => (flushes += 1))
    fake.advance(29)
    expect(fake.pendingFrames()).toBe(0)
    fake.advance(1)
    expect(fake.pendingFrames()).toBe(1)
    fake.drawFrame(30)
    expect(flushes).toBe(2)
  })

  it('a frame that draws a press leaves the prices to the next frame', () => {
    const fake = fakeClock()
    const schedule = pacedFrames(fake.clock)
    let flushes = 0
    schedule(() => (flushes += 1))
    fake.advance(5)
    fake.press()
    fake.advance(5)
    fake.drawFrame(1)
    expect(flushes).toBe(0)
    expect(fake.pendingFrames()).toBe(1)
    fake.advance(15)
    fake.drawFrame(1)
    expect(flushes).toBe(1)
  })

  it('a press the page has drawn already holds nothing back', () => {
    const fake = fakeClock()
    const schedule = pacedFrames(fake.clock)
    let flushes = 0
    fake.press()
    fake.advance(150)
    schedule(() => (flushes += 1))
    fake.drawFrame(1)
    expect(flushes).toBe(1)
  })

  it('presses in every frame hold the prices back three frames at most', () => {
    const fake = fakeClock()
    const schedule = pacedFrames(fake.clock)
    let flushes = 0
    schedule(() => (flushes += 1))
    for (let frame = 1; frame <= 3; frame += 1) {
      fake.press()
      fake.advance(8)
      fake.drawFrame(1)
      expect(flushes).toBe(0)
    }
    fake.press()
    fake.advance(8)
    fake.drawFrame(1)
    expect(flushes).toBe(1)
  })
})
