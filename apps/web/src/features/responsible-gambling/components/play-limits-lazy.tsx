'use client'
import dynamic from 'next/dynamic'
import { loadWhenOnline } from '@/lib/load-when-online'

/** `PlayLimits`, loaded after the page's own code: nothing in it is needed to paint. */
export const LazyPlayLimits = dynamic(
  () => loadWhenOnline(() => import('./play-limits')).then((m) => m.PlayLimits),
  { ssr: false },
)
