'use client'
import { PUSH_CHANNELS } from '@sportsbook/contracts'
import { formatMoney } from '@sportsbook/domain'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useTranslations } from 'use-intl'
import { acquireChannel } from '@/live/push-connection'
import { useTournamentPool } from '@/live/use-live'
import { playerQueryOptions } from '@/lib/player-session'
import { useSite } from '@/lib/site-context'
import { bonusKeys } from '../api/bonus-keys'
import { tournamentRatingQueryOptions } from '../api/get-tournament-rating'
import styles from './bonuses.module.css'

/**
 * A tournament's leaderboard (spec §3.8): position, points, what the counting bets staked and
 * the freebets boosted; the player's own row marked, after the top when further down. It moves
 * live: every pushed pool (a settled bet farmed points) refetches it.
 */
export function TournamentLeaderboard({
  tournamentId,
  limit,
  compact = false,
}: {
  tournamentId: string
  limit: number
  /** A widget's narrow table: place, player and points only. */
  compact?: boolean
}) {
  const t = useTranslations('bonuses.tournament')
  const { locale } = useSite()
  const queryClient = useQueryClient()
  const player = useQuery(playerQueryOptions(locale))
  const playerId = player.data?.id
  const rating = useQuery(tournamentRatingQueryOptions(locale, tournamentId, limit, playerId))
  const pushedPool = useTournamentPool(tournamentId)
  useEffect(() => acquireChannel(PUSH_CHANNELS.publicUpdates), [])
  useEffect(() => {
    if (pushedPool === undefined) return
    void queryClient.invalidateQueries({
      queryKey: bonusKeys.rating(tournamentId, limit, playerId),
    })
  }, [pushedPool, queryClient, tournamentId, limit, playerId])

  if (rating.isPending) return <p aria-busy="true">…</p>
  if (rating.isError) return <p role="alert">{t('loadFailed')}</p>
  const board = rating.data
  const pool = { ...board.pool, subunits: pushedPool ?? board.pool.subunits }
  return (
    <div className={styles.leaderboard} data-tournament={tournamentId}>
      <p className={styles.pool} aria-live="polite">
        {t('pool', { amount: formatMoney(pool, locale) })}
      </p>
      <p className={styles.muted}>
        {t(`states.${board.state}`)} · {t('players', { count: board.players_count })}
      </p>
      {board.rows.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <table>
          <caption className="visually-hidden">{t('caption', { name: board.name })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('position')}</th>
              <th scope="col">{t('player')}</th>
              <th scope="col">{t('points')}</th>
              {!compact && <th scope="col">{t('staked')}</th>}
              {!compact && <th scope="col">{t('freebets')}</th>}
            </tr>
          </thead>
          <tbody>
            {board.rows.map((row, index) => (
              <tr
                key={`${String(row.position)}-${String(index)}`}
                aria-current={row.is_current_user || undefined}
                data-own={row.is_current_user || undefined}
              >
                <td>{row.position}</td>
                <td>{row.is_current_user ? t('you') : t('anonymous')}</td>
                <td>{row.points}</td>
                {!compact && <td>{formatMoney(row.farmed_amount, locale)}</td>}
                {!compact && <td>{row.farmed_freebets_count}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  )
}
