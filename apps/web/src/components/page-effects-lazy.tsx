'use client'
import { lazyComponent } from '@/lib/lazy-component'
import { loadWhenOnline } from '@/lib/load-when-online'

/** `PageEffects`, loaded after the page's own code (bench/web-budget): they only run effects. */
export const LazyPageEffects = lazyComponent(
  () => loadWhenOnline(() => import('./page-effects')).then((m) => m.PageEffects),
  { browserOnly: true },
)
