'use client'
import { Suspense, lazy, useSyncExternalStore, type ComponentType, type ReactElement } from 'react'

/** Hydration is over once, for good: nothing to listen to. */
const never = () => () => undefined

/** False on the server and while the page hydrates, true from the browser's next render on. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  )
}

/**
 * A component whose code is its own chunk, downloaded when it first renders (React's `lazy`).
 * `browserOnly` renders `loading` on the server and until hydration is over, and only then asks
 * for the code: for parts whose data is read in the browser. Without it the server renders the
 * part and the browser loads its code while hydrating. `loading` gets the part's props.
 *
 * Decision 164: `next/dynamic` does the same, but brings its server-rendering machinery
 * (`loadable`, preload links, work storage: ~4 KB) into every page's first load.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  options: { browserOnly?: boolean; loading?: (props: P) => ReactElement } = {},
): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: await load() }))
  const Loading = options.loading ?? (() => null)
  function LazyComponent(props: P) {
    const hydrated = useHydrated()
    if (options.browserOnly && !hydrated) return <Loading {...props} />
    return (
      <Suspense fallback={<Loading {...props} />}>
        <Lazy {...props} />
      </Suspense>
    )
  }
  return LazyComponent
}
