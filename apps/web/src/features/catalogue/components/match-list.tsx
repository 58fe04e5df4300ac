import type { Market, Match } from '@sportsbook/contracts'
import { isFinishedStatus, isMarketOpen } from '@sportsbook/domain'
import Link from 'next/link'
import { LocalTime } from '@/components/local-time'
import { OddsButton } from '@/components/odds-button'
import { LiveRow } from '@/live/live-row'
import { LiveState } from '@/live/live-state'
import { ResyncRefresh } from '@/live/resync-refresh'
import { selectionRef } from '@/features/bet-slip/model/selection-ref'
import styles from './match-list.module.css'

const KICK_OFF = { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' } as const

/**
 * Matches as a list: name linking to the match page, start time, score when live, and the
 * main market's live odds (each row follows its match's channel while on screen).
 */
export function MatchList({
  matches,
  hrefOf,
  liveLabel,
  emptyText,
  live = false,
}: {
  matches: readonly Match[]
  /** A list of matches in play: a match that finishes leaves it without a reload. */
  live?: boolean
  hrefOf: (match: Match) => string
  liveLabel: string
  emptyText: string
}) {
  if (matches.length === 0) return <p>{emptyText}</p>
  return (
    <>
      <ResyncRefresh />
      <ul className={styles.list}>
        {matches.map((match) => {
          return (
            <LiveRow
              key={match.id}
              matchId={match.id}
              market={match.main_market}
              className={styles.item}
              leavesWhenFinished={live}
            >
              <Link href={hrefOf(match)} className={styles.name}>
                {match.name}
              </Link>
              <span className={styles.meta}>
                <LiveState
                  matchId={match.id}
                  status={match.status}
                  statistics={match.statistics}
                  liveLabel={liveLabel}
                  liveClassName={styles.live}
                  scheduled={
                    <LocalTime
                      value={
                        match.type === 'outright' && match.end_date
                          ? match.end_date
                          : match.start_time
                      }
                      options={KICK_OFF}
                    />
                  }
                />
              </span>
              <span className={styles.league}>
                {match.category.name} · {match.tournament.name}
              </span>
              {/* A finished match shows its score, not prices that can no longer be bet. */}
              {match.main_market && !isFinishedStatus(match.status) && (
                <MainMarketOdds match={match} market={match.main_market} />
              )}
            </LiveRow>
          )
        })}
      </ul>
    </>
  )
}

function MainMarketOdds({ match, market }: { match: Match; market: Market }) {
  return (
    <div className={match.type === 'outright' ? styles.outrightOdds : styles.odds}>
      {market.outcomes.map((outcome) => (
        <OddsButton
          key={outcome.id}
          selection={selectionRef(match, market, outcome)}
          odds={outcome.odds}
          active={outcome.active && isMarketOpen(market.status)}
        />
      ))}
    </div>
  )
}
