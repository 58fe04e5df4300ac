/** How far outside the viewport an element still counts as near (spec §9 prefetch margin). */
const NEAR_VIEWPORT = '200px'

/** Hears whether its element is in or near the viewport, at once and on every change. */
export type NearListener = (near: boolean) => void

// One observer for every element (not one each): a list of hundreds stays cheap to mount.
let observer: IntersectionObserver | undefined
const listeners = new Map<Element, NearListener>()

/**
 * Calls `listener` with whether `element` is in or near the viewport (first soon after, then on
 * each change) until the returned function is called; one listener an element.
 */
export function watchNearViewport(element: Element, listener: NearListener): () => void {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) listeners.get(entry.target)?.(entry.isIntersecting)
    },
    { rootMargin: NEAR_VIEWPORT },
  )
  listeners.set(element, listener)
  observer.observe(element)
  return () => {
    if (listeners.get(element) !== listener) return
    listeners.delete(element)
    observer?.unobserve(element)
  }
}
