import type { NotifySchedule } from './live-store'

type Clock = {
  readonly now: () => number
  readonly frame: (run: () => void) => void
  readonly later: (run: () => void, ms: number) => void
}

const browserClock: Clock = {
  now: () => performance.now(),
  frame: (run) => requestAnimationFrame(run),
  later: (run, ms) => setTimeout(run, ms),
}

/**
 * When the page's live store tells its listeners: on the next animation frame, but never sooner
 * after the last one than that frame took (its flush, React's render and the browser's drawing,
 * up to the first task after it). Cheap frames go out every frame; when prices stream faster
 * than the page draws them, at most half the main thread goes to them, and a click or a
 * keystroke finds it free instead of behind the next frame (decision 165).
 */
export function pacedFrames(clock: Clock = browserClock): NotifySchedule {
  let quietUntil = 0
  return (flush) => {
    const run = () => {
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
