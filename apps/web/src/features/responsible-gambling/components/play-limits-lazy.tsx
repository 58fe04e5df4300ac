'use client'
import { lazyComponent } from '@/lib/lazy-component'
import { loadWhenOnline } from '@/lib/load-when-online'

/** `PlayLimits`, loaded after the page's own code: nothing in it is needed to paint. */
export const LazyPlayLimits = lazyComponent(
  () => loadWhenOnline(() => import('./play-limits')).then((m) => m.PlayLimits),
  { browserOnly: true },
)
