'use client'
import { lazyComponent } from '@/lib/lazy-component'
import { loadWhenOnline } from '@/lib/load-when-online'

/** `JackpotHitPopup`, loaded after the page's own code: nothing in it is needed to paint. */
export const LazyJackpotHitPopup = lazyComponent(
  () => loadWhenOnline(() => import('./jackpot-hit-popup')).then((m) => m.JackpotHitPopup),
  { browserOnly: true },
)
