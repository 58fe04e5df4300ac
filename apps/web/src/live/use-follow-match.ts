'use client'
import { PUSH_CHANNELS, type Market, type Match } from '@sportsbook/contracts'
import { useEffect, useRef } from 'react'
import { acquireChannel, onResync } from './push-connection'
import { liveStore } from './use-live'

/**
 * A match page's live feed: seeds the live store from the page's HTTP snapshots (the server
 * is the authority), holds the match's channel while the page is open, and calls `refetch`
 * when that channel came back from a reconnect without what it missed.
 */
export function useFollowMatch(
  match: Match | undefined,
  markets: readonly Market[] | undefined,
  refetch: () => void,
): void {
  const id = match?.id
  useEffect(() => {
    if (!match) return
    liveStore.seedSource(match.id, { sportType: match.sport_type, provider: match.provider })
    liveStore.seedMatch(match.id, { status: match.status, statistics: match.statistics })
  }, [match])
  useEffect(() => {
    if (id && markets) liveStore.seedMarkets(id, markets)
  }, [id, markets])
  useEffect(() => (id ? acquireChannel(PUSH_CHANNELS.match(id)) : undefined), [id])
  // The score and clock come on the updates channel (match_changed).
  useEffect(() => acquireChannel(PUSH_CHANNELS.publicUpdates), [])
  const latestRefetch = useRef(refetch)
  useEffect(() => {
    latestRefetch.current = refetch
  })
  useEffect(() => {
    if (!id) return
    const channels = [PUSH_CHANNELS.match(id), PUSH_CHANNELS.publicUpdates]
    return onResync((lost) => {
      if (channels.includes(lost)) latestRefetch.current()
    })
  }, [id])
}
