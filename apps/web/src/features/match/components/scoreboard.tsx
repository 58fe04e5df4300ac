'use client'
import type { Match } from '@sportsbook/contracts'
import { isFinishedStatus, isLiveStatus, runningClock } from '@sportsbook/domain'
import { useState, type ReactNode } from 'react'
import { useFormatter, useTranslations } from 'use-intl'
import { useLiveMatch } from '@/live/use-live'
import { useNow } from '@/live/use-now'
import { periodSport } from '../model/period-name'
import styles from './match.module.css'

/**
 * The match's scoreboard (spec §3.1 statistics): names, total score, clock with stoppage time,
 * scores per period and the current server; live from the match channel. The teams' logos
 * come rendered from the server: they do not change.
 */
export function Scoreboard({
  match,
  logos,
}: {
  match: Match
  logos: { readonly home: ReactNode; readonly away: ReactNode }
}) {
  const t = useTranslations('match')
  const format = useFormatter()
  const live = useLiveMatch(match.id)
  const status = live?.status ?? match.status
  const statistics = live ? live.statistics : match.statistics
  const home = match.competitors?.home
  const away = match.competitors?.away
  const score = statistics?.total_score
  const clock = statistics?.clock
  const periods = statistics?.period_score ?? []
  const server = statistics?.current_server
  const sport = periodSport(match.sport.key)

  const state = isLiveStatus(status)
    ? t('status.live')
    : isFinishedStatus(status)
      ? t('status.finished')
      : format.dateTime(new Date(match.start_time), {
          weekday: 'short',
          day: 'numeric',
          month: 'short',
          hour: '2-digit',
          minute: '2-digit',
          timeZoneName: 'short',
        })

  return (
    <section className={styles.scoreboard} aria-label={t('scoreboard')} data-status={status}>
      <h1 className={styles.title}>
        {home && away ? (
          <>
            <span data-side="home">
              {logos.home}
              {home.name}
              {server === 'home' && <Serving label={t('serving')} />}
            </span>{' '}
            <span className={styles.score} data-score="">
              {score ? `${String(score.home)} : ${String(score.away)}` : '–'}
            </span>{' '}
            <span data-side="away">
              {logos.away}
              {away.name}
              {server === 'away' && <Serving label={t('serving')} />}
            </span>
          </>
        ) : (
          match.name
        )}
      </h1>
      <p className={styles.state}>
        <strong data-live={isLiveStatus(status) || undefined}>{state}</strong>
        {clock?.match_time && (
          <ScoreboardClock clock={clock} running={isLiveStatus(status) && !clock.stopped} />
        )}
        {statistics?.game_score && (
          <span>
            {' '}
            · {t('game')} {statistics.game_score.home}:{statistics.game_score.away}
          </span>
        )}
      </p>
      {periods.length > 0 && (
        <table className={styles.periods}>
          <caption className="visually-hidden">{t('periodScores')}</caption>
          <thead>
            <tr>
              <th scope="col">
                <span className="visually-hidden">{t('team')}</span>
              </th>
              {periods.map((period) => (
                <th scope="col" key={period.period_key}>
                  {t('period', { sport, number: period.number })}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {(['home', 'away'] as const).map((side) => (
              <tr key={side}>
                <th scope="row">{side === 'home' ? home?.name : away?.name}</th>
                {periods.map((period) => (
                  <td key={period.period_key}>
                    {side === 'home' ? period.home_score : period.away_score}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}

function Serving({ label }: { label: string }) {
  return (
    <span className={styles.serving} title={label}>
      <span aria-hidden="true"> ●</span>
      <span className="visually-hidden"> ({label})</span>
    </span>
  )
}

/**
 * The match time, stoppage time and time left, run on each second from when the feed
 * reported them (or from when the page opened, if it did not say).
 */
function ScoreboardClock({
  clock,
  running,
}: {
  clock: NonNullable<NonNullable<Match['statistics']>['clock']>
  running: boolean
}) {
  const t = useTranslations('match')
  const [opened] = useState(Date.now)
  const now = useNow(running)
  const shown = runningClock(
    {
      matchTime: clock.match_time,
      stoppageTime: clock.stoppage_time,
      remainingTime: clock.remaining_time,
      stopped: !running,
      updatedAtMs: clock.updated_at === null ? opened : Date.parse(clock.updated_at),
    },
    now,
  )
  return (
    <>
      <span data-clock="" suppressHydrationWarning>
        {' '}
        {shown.matchTime}
        {shown.stoppageTime && ` +${shown.stoppageTime}`}
        {clock.stopped && ` · ${t('clockStopped')}`}
      </span>
      {shown.remainingTime && (
        <span data-remaining="" suppressHydrationWarning>
          {' '}
          · {t('remaining', { time: shown.remainingTime })}
        </span>
      )}
    </>
  )
}
