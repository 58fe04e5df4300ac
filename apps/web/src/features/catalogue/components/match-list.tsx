import type { Match } from '@sportsbook/contracts'
import { isLiveStatus } from '@sportsbook/domain'
import Link from 'next/link'
import styles from './match-list.module.css'

/**
 * Matches as a plain list: name linking to the match page, start time, score when live.
 * Issue 10 replaces it with the live-updating event list and odds buttons.
 */
export function MatchList({
  matches,
  locale,
  hrefOf,
  liveLabel,
  emptyText,
}: {
  matches: readonly Match[]
  locale: string
  hrefOf: (match: Match) => string
  liveLabel: string
  emptyText: string
}) {
  if (matches.length === 0) return <p>{emptyText}</p>
  const time = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  })
  return (
    <ul className={styles.list}>
      {matches.map((match) => {
        const score = match.statistics?.total_score
        return (
          <li key={match.id} className={styles.item} data-match={match.id}>
            <Link href={hrefOf(match)} className={styles.name}>
              {match.name}
            </Link>
            <span className={styles.meta}>
              {isLiveStatus(match.status) ? (
                <strong className={styles.live}>{liveLabel}</strong>
              ) : (
                <time dateTime={match.start_time}>{time.format(new Date(match.start_time))}</time>
              )}
              {score && ` ${score.home}:${score.away}`}
            </span>
            <span className={styles.league}>
              {match.category.name} · {match.tournament.name}
            </span>
          </li>
        )
      })}
    </ul>
  )
}
