'use client'
import type { MatchStatistics } from '@sportsbook/contracts'
import { isLiveStatus } from '@sportsbook/domain'
import type { ReactNode } from 'react'
import { useLiveMatch } from './use-live'

/**
 * A list row's status and score, live from the updates channel: "Live 2:1" while in play,
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
  const score = (live ? live.statistics : initialStatistics)?.total_score
  return (
    <>
      {isLiveStatus(status) ? <strong className={liveClassName}>{liveLabel}</strong> : scheduled}
      {score && (
        <span data-score="">
          {' '}
          {score.home}:{score.away}
        </span>
      )}
    </>
  )
}
