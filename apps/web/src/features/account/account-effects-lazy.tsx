'use client'
import dynamic from 'next/dynamic'
import { loadWhenOnline } from '@/lib/load-when-online'

/** `AccountEffects`, loaded after the page's own code: nothing in it is needed to paint. */
export const LazyAccountEffects = dynamic(
  () => loadWhenOnline(() => import('./account-effects')).then((m) => m.AccountEffects),
  { ssr: false },
)
