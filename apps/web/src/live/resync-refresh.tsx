'use client'
import { PUSH_CHANNELS } from '@sportsbook/contracts'
import { useRouter } from 'next/navigation'
import { useEffect } from 'react'
import { acquireChannel, onResync } from './push-connection'
import { liveStore } from './use-live'

/**
 * A page refreshes at most this often (several channels resync at once, matches kick off
 * together); one asked for sooner is made at the end of the gap.
 */
const REFRESH_GAP_MS = 2_000
let lastRefresh = 0
let pending: ReturnType<typeof setTimeout> | undefined

/**
 * A server-rendered list's live side, once per list: it holds the updates channel that carries
 * every match's score and status, and refetches when a channel came back from a reconnect
 * without what it missed (the server is the authority): a router refresh re-renders the page's
 * server components, and their rows reseed the live store. A list of live matches refetches
 * too when a match goes live or finishes, so its row comes in or leaves and the counters per
 * sport follow.
 */
export function ResyncRefresh({ live = false }: { live?: boolean }) {
  const router = useRouter()
  useEffect(() => acquireChannel(PUSH_CHANNELS.publicUpdates), [])
  useEffect(() => {
    const refresh = () => {
      if (pending) return
      pending = setTimeout(
        () => {
          pending = undefined
          lastRefresh = Date.now()
          router.refresh()
        },
        Math.max(0, lastRefresh + REFRESH_GAP_MS - Date.now()),
      )
    }
    const stopResync = onResync(refresh)
    const stopInPlay = live ? liveStore.subscribeInPlay(refresh) : undefined
    return () => {
      stopResync()
      stopInPlay?.()
      clearTimeout(pending)
      pending = undefined
    }
  }, [router, live])
  return null
}
