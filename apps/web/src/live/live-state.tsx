'use client'
import type { MatchStatistics } from '@sportsbook/contracts'
import { isLiveStatus } from '@sportsbook/domain'
import type { ReactNode } from 'react'
import { LiveClock } from './live-clock'
import { useLiveMatch } from './use-live'

/**
 * A list row's status, clock and score, live from the updates channel: "Live 87' 2:1" in play,
 * else the start time (`scheduled`) with the score once there is one.
 */
export function LiveState({
  matchId,
  status: initialStatus,
  statistics: initialStatistics,
  liveLabel,
  liveClassName,
  scheduled,
}: {
  matchId: string
  status: number
  statistics: MatchStatistics | null
  liveLabel: string
  liveClassName?: string | undefined
  scheduled: ReactNode
}) {
  const live = useLiveMatch(matchId)
  const status = live?.status ?? initialStatus
  const statistics = live ? live.statistics : initialStatistics
  const score = statistics?.total_score
  const clock = isLiveStatus(status) ? statistics?.clock : undefined
  return (
    <>
      {isLiveStatus(status) ? <strong className={liveClassName}>{liveLabel}</strong> : scheduled}
      {clock && (
        <>
          {' '}
          <LiveClock clock={clock} />
        </>
      )}
      {score && (
        <span data-score="">
          {' '}
          {score.home}:{score.away}
        </span>
      )}
    </>
  )
}
