'use client'
import { PUSH_CHANNELS } from '@sportsbook/contracts'
import { useEffect, useState, type RefObject } from 'react'
import { watchNearViewport } from './near-viewport'
import { acquireChannel } from './push-connection'

/**
 * Subscribes to a match's channel while the element is in or near the viewport, so a long
 * list subscribes only to what the player can see (issue 10).
 */
export function useMatchChannel(matchId: string, element: RefObject<Element | null>): void {
  const [near, setNear] = useState(false)
  useEffect(() => {
    const target = element.current
    return target ? watchNearViewport(target, setNear) : undefined
  }, [element])
  useEffect(
    () => (near ? acquireChannel(PUSH_CHANNELS.match(matchId)) : undefined),
    [near, matchId],
  )
}
