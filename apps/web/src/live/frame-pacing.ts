import type { NotifySchedule } from './live-store'

type Clock = {
  readonly now: () => number
  readonly frame: (run: () => void) => void
  readonly later: (run: () => void, ms: number) => void
  /** When the page last handled a press (a pointer down, a click, a key), on `now`'s clock. */
  readonly lastInput: () => number
}

/** The browser's clock; it notes the player's presses from the moment it is made. */
function browserClock(): Clock {
  let lastInputAt = -Infinity
  const noteInput = () => {
    lastInputAt = performance.now()
  }
  for (const type of ['pointerdown', 'click', 'keydown'])
    addEventListener(type, noteInput, { capture: true, passive: true })
  return {
    now: () => performance.now(),
    frame: (run) => requestAnimationFrame(run),
    later: (run, ms) => setTimeout(run, ms),
    lastInput: () => lastInputAt,
  }
}

/** Frames in a row that may go out without the prices, while presses keep coming. */
const MAX_DEFERRALS = 3
/** A press older than this has been drawn (a frame has gone out since, ours or not). */
const DRAWN_WITHIN_MS = 100

/**
 * When the page's live store tells its listeners: on the next animation frame, but never sooner
 * after the last one than that frame took (its flush, React's render and the browser's drawing,
 * up to the first task after it). Cheap frames go out every frame; when prices stream faster
 * than the page draws them, at most half the main thread goes to them, and a click or a
 * keystroke finds it free instead of behind the next frame (decision 165). A frame due after a
 * press (a pointer down, a click, a key) draws what the press changed, the slip, without the
 * prices: they go out in the next frame with no press before it, at most three frames later
 * (decision 181).
 */
export function pacedFrames(clock: Clock = browserClock()): NotifySchedule {
  let quietUntil = 0
  let lastFrameAt = -Infinity
  /** Whether this frame is the first since a press: it draws what the press changed. */
  const drawsAPress = () => {
    const pressed = clock.lastInput()
    return pressed > lastFrameAt && clock.now() - pressed < DRAWN_WITHIN_MS
  }
  return (flush) => {
    let deferrals = 0
    const run = () => {
      const press = drawsAPress()
      lastFrameAt = clock.now()
      if (press && deferrals < MAX_DEFERRALS) {
        deferrals += 1
        clock.frame(run)
        return
      }
      const started = clock.now()
      flush()
      clock.later(() => {
        const ended = clock.now()
        quietUntil = ended + (ended - started)
      }, 0)
    }
    const wait = quietUntil - clock.now()
    if (wait > 0)
      clock.later(() => {
        clock.frame(run)
      }, wait)
    else clock.frame(run)
  }
}
