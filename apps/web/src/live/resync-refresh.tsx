'use client'
import { PUSH_CHANNELS } from '@sportsbook/contracts'
import { useRouter } from 'next/navigation'
import { useEffect } from 'react'
import { acquireChannel, onResync } from './push-connection'

/** A page refreshes at most this often after reconnects (several channels resync at once). */
const REFRESH_GAP_MS = 2_000
let lastRefresh = 0

/**
 * A server-rendered list's live side, once per list: it holds the updates channel that carries
 * every match's score and status, and refetches when a channel came back from a reconnect
 * without what it missed (the server is the authority): a router refresh re-renders the page's
 * server components, and their rows reseed the live store.
 */
export function ResyncRefresh() {
  const router = useRouter()
  useEffect(() => acquireChannel(PUSH_CHANNELS.publicUpdates), [])
  useEffect(
    () =>
      onResync(() => {
        const now = Date.now()
        if (now - lastRefresh < REFRESH_GAP_MS) return
        lastRefresh = now
        router.refresh()
      }),
    [router],
  )
  return null
}
