/** Runs `run` at most once per `ms`, and once more after the last call (nothing is lost). */
export function throttle(run: () => void, ms: number): () => void {
  let last = 0
  let timer: ReturnType<typeof setTimeout> | undefined
  return () => {
    const wait = last + ms - Date.now()
    if (wait <= 0) {
      last = Date.now()
      run()
      return
    }
    timer ??= setTimeout(() => {
      timer = undefined
      last = Date.now()
      run()
    }, wait)
  }
}
