'use client'
import { PUSH_CHANNELS } from '@sportsbook/contracts'
import { useEffect, useState, type RefObject } from 'react'
import { acquireChannel } from './push-connection'

/** How far outside the viewport a row still counts as near (spec §9 prefetch margin). */
const NEAR_VIEWPORT = '200px'

type NearListener = (near: boolean) => void

// One observer for every row (not one per row): a list of hundreds stays cheap to mount.
let observer: IntersectionObserver | undefined
const listeners = new Map<Element, NearListener>()

function watch(element: Element, listener: NearListener): () => void {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) listeners.get(entry.target)?.(entry.isIntersecting)
    },
    { rootMargin: NEAR_VIEWPORT },
  )
  listeners.set(element, listener)
  observer.observe(element)
  return () => {
    listeners.delete(element)
    observer?.unobserve(element)
  }
}

/**
 * Subscribes to a match's channel while the element is in or near the viewport, so a long
 * list subscribes only to what the player can see (issue 10).
 */
export function useMatchChannel(matchId: string, element: RefObject<Element | null>): void {
  const [near, setNear] = useState(false)
  useEffect(() => {
    const target = element.current
    return target ? watch(target, setNear) : undefined
  }, [element])
  useEffect(
    () => (near ? acquireChannel(PUSH_CHANNELS.match(matchId)) : undefined),
    [near, matchId],
  )
}
