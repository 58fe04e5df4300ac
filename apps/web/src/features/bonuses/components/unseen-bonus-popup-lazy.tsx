'use client'
import { lazyComponent } from '@/lib/lazy-component'
import { loadWhenOnline } from '@/lib/load-when-online'

/** `UnseenBonusPopup`, loaded after the page's own code: nothing in it is needed to paint. */
export const LazyUnseenBonusPopup = lazyComponent(
  () => loadWhenOnline(() => import('./unseen-bonus-popup')).then((m) => m.UnseenBonusPopup),
  { browserOnly: true },
)
