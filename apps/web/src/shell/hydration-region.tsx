'use client'
import {
  Activity,
  startTransition,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react'
import { holdHydratedMark } from '@/lib/hydration-mark'

/** How long a region waits between two attempts while the code it needs may still be loading. */
const RETRY_MS = 100

/**
 * A part of the page that hydrates by itself (decision 180): the root's first pass leaves it as
 * the server drew it, so code still loading for it holds back it alone, not the whole page.
 * React would hydrate it, and retry it after a suspension, at idle priority, which a page of
 * streaming prices can starve; so the region re-renders in a transition (time-sliced, and it
 * expires) after each commit until its content reports that it has hydrated. On the server it
 * is two comment marks around its children.
 */
export function HydrationRegion({ children }: { children: ReactNode }) {
  const [attempt, setAttempt] = useState(0)
  const hydrated = useRef(false)
  const release = useRef<(() => void) | null>(null)
  const onHydrated = useCallback(() => {
    hydrated.current = true
    release.current?.()
  }, [])
  useEffect(() => {
    if (hydrated.current) return
    release.current = holdHydratedMark()
    return () => release.current?.()
  }, [])
  useEffect(() => {
    if (hydrated.current) return
    const move = () => {
      startTransition(() => {
        setAttempt((n) => n + 1)
      })
    }
    if (attempt === 0) {
      move()
      return
    }
    const timer = setTimeout(move, RETRY_MS)
    return () => {
      clearTimeout(timer)
    }
  }, [attempt])
  return (
    <Activity>
      {children}
      <Hydrated onHydrated={onHydrated} />
    </Activity>
  )
}

/** Last in its region: its effect runs when the region's content has hydrated. */
function Hydrated({ onHydrated }: { onHydrated: () => void }) {
  useEffect(onHydrated, [onHydrated])
  return null
}
