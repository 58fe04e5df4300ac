'use client'
import dynamic from 'next/dynamic'
import { loadWhenOnline } from '@/lib/load-when-online'

/**
 * The home page's `BonusWidgets`, loaded after the page's own code: they sit below the match
 * lists, and what they show is read in the browser anyway.
 */
export const LazyBonusWidgets = dynamic(
  () => loadWhenOnline(() => import('./bonus-widgets')).then((m) => m.BonusWidgets),
  { ssr: false },
)
