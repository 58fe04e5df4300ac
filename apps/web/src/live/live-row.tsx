'use client'
import { PUSH_CHANNELS, type Market } from '@sportsbook/contracts'
import { useEffect, useRef, type ReactNode } from 'react'
import { acquireChannel } from './push-connection'
import { useMatchChannel } from './use-match-channel'
import { liveStore } from './use-live'

/**
 * A list row of one match: seeds the live store with the row's server-rendered main market
 * (the server is the authority on load), follows the match's channel while on screen, and
 * holds the updates channel that carries every match's score and status.
 */
export function LiveRow({
  matchId,
  market,
  className,
  children,
}: {
  matchId: string
  market: Market | null
  className?: string | undefined
  children: ReactNode
}) {
  const ref = useRef<HTMLLIElement>(null)
  useEffect(() => {
    if (market) liveStore.seedMarkets(matchId, [market])
  }, [matchId, market])
  useMatchChannel(matchId, ref)
  // Scores and statuses of every match come on the updates channel (one for the tab).
  useEffect(() => acquireChannel(PUSH_CHANNELS.publicUpdates), [])
  return (
    <li ref={ref} className={className} data-match={matchId}>
      {children}
    </li>
  )
}
