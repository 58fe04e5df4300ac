'use client'
import { isFinishedStatus } from '@sportsbook/domain'
import { useEffect, useRef, type ReactNode } from 'react'
import { useMatchChannel } from './use-match-channel'
import type { MatchSource } from './live-store'
import type { MarketPrices } from './market-prices'
import { liveStore, useLiveMatch } from './use-live'

/**
 * A list row of one match: seeds the live store with the row's server-rendered markets
 * (the server is the authority on load) and follows the match's channel while on screen (the
 * list's `ResyncRefresh` holds the updates channel for every row). In a list of matches in
 * play a row leaves once its match has finished.
 */
export function LiveRow({
  matchId,
  source,
  markets,
  className,
  leavesWhenFinished = false,
  children,
}: {
  matchId: string
  /** Whose data the match is (a test-provider cookie may set its updates aside). */
  source: MatchSource
  /** The row's markets' prices as the server rendered them (null where the match has none). */
  markets: readonly (MarketPrices | null)[]
  className?: string | undefined
  /** In a list of matches in play, the row goes once its match has finished. */
  leavesWhenFinished?: boolean
  children: ReactNode
}) {
  const ref = useRef<HTMLLIElement>(null)
  const { sportType, provider } = source
  useEffect(() => {
    liveStore.seedSource(matchId, { sportType, provider })
  }, [matchId, sportType, provider])
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
