'use client'
import { lazyComponent } from '@/lib/lazy-component'
import { loadWhenOnline } from '@/lib/load-when-online'

/** `AccountEffects`, loaded after the page's own code: nothing in it is needed to paint. */
export const LazyAccountEffects = lazyComponent(
  () => loadWhenOnline(() => import('./account-effects')).then((m) => m.AccountEffects),
  { browserOnly: true },
)
