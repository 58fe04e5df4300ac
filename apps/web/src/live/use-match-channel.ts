'use client'
import { PUSH_CHANNELS } from '@sportsbook/contracts'
import { useEffect, useState, type RefObject } from 'react'
import { acquireChannel } from './push-connection'

/** How far outside the viewport a row still counts as near (spec §9 prefetch margin). */
const NEAR_VIEWPORT = '200px'

/**
 * Subscribes to a match's channel while the element is in or near the viewport, so a long
 * list subscribes only to what the player can see (issue 10).
 */
export function useMatchChannel(matchId: string, element: RefObject<Element | null>): void {
  const [near, setNear] = useState(false)
  useEffect(() => {
    const target = element.current
    if (!target) return
    const observer = new IntersectionObserver(
      (entries) => {
        setNear(entries.some((entry) => entry.isIntersecting))
      },
      { rootMargin: NEAR_VIEWPORT },
    )
    observer.observe(target)
    return () => {
      observer.disconnect()
    }
  }, [element])
  useEffect(
    () => (near ? acquireChannel(PUSH_CHANNELS.match(matchId)) : undefined),
    [near, matchId],
  )
}
