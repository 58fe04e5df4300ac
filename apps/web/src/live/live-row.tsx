'use client'
import type { Market } from '@sportsbook/contracts'
import { isFinishedStatus } from '@sportsbook/domain'
import { useEffect, useRef, type ReactNode } from 'react'
import { useMatchChannel } from './use-match-channel'
import { liveStore, useLiveMatch } from './use-live'

/**
 * A list row of one match: seeds the live store with the row's server-rendered markets
 * (the server is the authority on load) and follows the match's channel while on screen (the
 * list's `ResyncRefresh` holds the updates channel for every row). In a list of matches in
 * play a row leaves once its match has finished.
 */
export function LiveRow({
  matchId,
  markets,
  className,
  leavesWhenFinished = false,
  children,
}: {
  matchId: string
  /** The row's markets as the server rendered them (null where the match has none). */
  markets: readonly (Market | null)[]
  className?: string | undefined
  /** In a list of matches in play, the row goes once its match has finished. */
  leavesWhenFinished?: boolean
  children: ReactNode
}) {
  const ref = useRef<HTMLLIElement>(null)
  useEffect(() => {
    const shown = markets.filter((market) => market !== null)
    if (shown.length > 0) liveStore.seedMarkets(matchId, shown)
  }, [matchId, markets])
  useMatchChannel(matchId, ref)
  const status = useLiveMatch(matchId)?.status
  if (leavesWhenFinished && status !== undefined && isFinishedStatus(status)) return null
  return (
    <li ref={ref} className={className} data-match={matchId}>
      {children}
    </li>
  )
}
