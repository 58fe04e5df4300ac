'use client'
import { lazyComponent } from '@/lib/lazy-component'
import { loadWhenOnline } from '@/lib/load-when-online'

/**
 * `ProgressBar`, loaded after the page's own code (bench/web-budget): it shows nothing until a
 * navigation starts, and a click before it arrives is one before hydration is much over.
 */
export const LazyProgressBar = lazyComponent(
  () => loadWhenOnline(() => import('./progress-bar')).then((m) => m.ProgressBar),
  { browserOnly: true },
)
