/** The middle value (the lower middle of an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN
}

/** Median wall time of `fn` in milliseconds over `runs` runs after a warm-up. */
export function medianMs(fn: () => unknown, runs = 15): number {
  for (let i = 0; i < 3; i += 1) fn()
  const times: number[] = []
  for (let i = 0; i < runs; i += 1) {
    const start = process.hrtime.bigint()
    fn()
    times.push(Number(process.hrtime.bigint() - start) / 1e6)
  }
  times.sort((a, b) => a - b)
  return times[Math.floor(times.length / 2)] ?? Number.NaN
}

export const fmt = (ms: number): string =>
  ms < 1 ? `${(ms * 1000).toFixed(1)} µs` : `${ms.toFixed(2)} ms`
