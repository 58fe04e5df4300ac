'use client'
import { PUSH_CHANNELS, type Market, type Match, type StreamPosition } from '@sportsbook/contracts'
import { useEffect, useRef } from 'react'
import { acquireChannel, onResync, subscribeFrom } from './push-connection'
import { liveStore } from './use-live'

/**
 * A match page's live feed: seeds the live store from the page's HTTP snapshots (the server
 * is the authority), holds the match's channel while the page is open — subscribed from where
 * the markets' snapshot was read, so nothing published since is lost — and calls `refetch`
 * when that channel came back from a reconnect without what it missed.
 */
export function useFollowMatch(
  match: Match | undefined,
  snapshot:
    { readonly markets: readonly Market[]; readonly stream: StreamPosition | null } | undefined,
  refetch: () => void,
): void {
  const id = match?.id
  useEffect(() => {
    if (!match) return
    liveStore.seedSource(match.id, { sportType: match.sport_type, provider: match.provider })
    liveStore.seedMatch(match.id, { status: match.status, statistics: match.statistics })
  }, [match])
  // Before the channel is acquired below: its subscription starts from this snapshot.
  useEffect(() => {
    if (!id || !snapshot) return
    liveStore.seedMarkets(id, snapshot.markets)
    if (snapshot.stream) subscribeFrom(PUSH_CHANNELS.match(id), snapshot.stream)
  }, [id, snapshot])
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
