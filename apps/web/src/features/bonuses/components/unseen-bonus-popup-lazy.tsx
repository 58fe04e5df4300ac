'use client'
import dynamic from 'next/dynamic'
import { loadWhenOnline } from '@/lib/load-when-online'

/** `UnseenBonusPopup`, loaded after the page's own code: nothing in it is needed to paint. */
export const LazyUnseenBonusPopup = dynamic(
  () => loadWhenOnline(() => import('./unseen-bonus-popup')).then((m) => m.UnseenBonusPopup),
  { ssr: false },
)
