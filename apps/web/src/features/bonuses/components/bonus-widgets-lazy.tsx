'use client'
import { lazyComponent } from '@/lib/lazy-component'
import { loadWhenOnline } from '@/lib/load-when-online'

/**
 * The home page's `BonusWidgets`, loaded after the page's own code: they sit below the match
 * lists, and what they show is read in the browser anyway.
 */
export const LazyBonusWidgets = lazyComponent(
  () => loadWhenOnline(() => import('./bonus-widgets')).then((m) => m.BonusWidgets),
  { browserOnly: true },
)
