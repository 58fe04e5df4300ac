// Added to the bench page by bench/live-render as a script (plain JavaScript, so no build
// step adds helpers to it): starts the page's `startFeed(rate, seconds)` and records long
// tasks, frame times and the JS heap.
/* global window, requestAnimationFrame */
window.probeFrames = async ({ rate, seconds }) => {
  const startFeed = Reflect.get(window, 'startFeed')
  if (typeof startFeed !== 'function') throw new Error('the page has no startFeed')
  const longTasks = []
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longTasks.push(Math.round(entry.duration))
  })
  observer.observe({ type: 'longtask' })
  const frames = []
  let last = performance.now()
  let running = true
  const frame = (now) => {
    frames.push(now - last)
    last = now
    if (running) requestAnimationFrame(frame)
  }
  requestAnimationFrame(frame)
  await Promise.resolve(Reflect.apply(startFeed, window, [rate, seconds]))
  running = false
  observer.disconnect()
  const sorted = frames.slice(1).sort((a, b) => a - b)
  const heap = Reflect.get(performance, 'memory')
  const used =
    typeof heap === 'object' && heap !== null ? Number(Reflect.get(heap, 'usedJSHeapSize')) : 0
  return {
    longTasks,
    p95FrameMs: sorted[Math.floor(sorted.length * 0.95)] ?? 0,
    frames: sorted.length,
    heapMb: used / 1024 / 1024,
  }
}
