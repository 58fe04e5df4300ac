'use client'
import { Activity, startTransition, useEffect, useState, type ReactNode } from 'react'

/**
 * A part of the page that hydrates by itself (decision 180): the root's first pass leaves it as
 * the server drew it, so code still loading for it holds back it alone, not the whole page.
 * React would then hydrate it at idle priority, which a page of streaming prices can starve;
 * re-rendering once in a transition after the first commit moves it to that transition's lane
 * (time-sliced, and it expires). On the server it is two comment marks around its children.
 */
export function HydrationRegion({ children }: { children: ReactNode }) {
  const [, hydrateNow] = useState(false)
  useEffect(() => {
    startTransition(() => {
      hydrateNow(true)
    })
  }, [])
  return <Activity>{children}</Activity>
}
