'use client'
import type { Market } from '@sportsbook/contracts'
import { useEffect, useRef, type ReactNode } from 'react'
import { useMatchChannel } from './use-match-channel'
import { liveStore } from './use-live'

/**
 * A list row of one match: seeds the live store with the row's server-rendered main market
 * (the server is the authority on load) and follows the match's channel while on screen (the
 * list's `ResyncRefresh` holds the updates channel for every row).
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
  return (
    <li ref={ref} className={className} data-match={matchId}>
      {children}
    </li>
  )
}
