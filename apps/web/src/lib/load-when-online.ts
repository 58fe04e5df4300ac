/**
 * Loads a chunk of code; when it cannot (the player went offline just after the page), waits
 * for the connection and tries again. It never fails, so a lazily loaded part of the page
 * stays empty meanwhile instead of turning the page into the error page.
 */
export function loadWhenOnline<T>(load: () => Promise<T>): Promise<T> {
  return load().catch(
    () =>
      new Promise<T>((resolve) => {
        window.addEventListener(
          'online',
          () => {
            resolve(loadWhenOnline(load))
          },
          { once: true },
        )
      }),
  )
}
