'use client'
import dynamic from 'next/dynamic'
import { loadWhenOnline } from '@/lib/load-when-online'

/** `JackpotHitPopup`, loaded after the page's own code: nothing in it is needed to paint. */
export const LazyJackpotHitPopup = dynamic(
  () => loadWhenOnline(() => import('./jackpot-hit-popup')).then((m) => m.JackpotHitPopup),
  { ssr: false },
)
