'use client'
import { formatMoney, formatOdds, oddsToMillis, type Money } from '@sportsbook/domain'
import Link from 'next/link'
import { useTranslations } from 'use-intl'
import { alerts } from '@/lib/alerts/alert-store'
import { reportError } from '@/lib/error-reporting/reporter'
import { useOddsFormat } from '@/lib/odds-format-store'
import { useSite, useSportsLink } from '@/lib/site-context'
import { useBoostBonus } from '../api/boost-bonus'
import { isIssued, type BonusItem } from './bonus-card'
import { FarmingProgress } from './farming-progress'
import styles from './bonuses.module.css'

/**
 * A hunting's or tournament's part of its details (decisions 144, 145): which bets earn points
 * and what the points buy; once joined, the player's farming stats, progress and Boost; for a
 * tournament its pool, places and the way to its leaderboard.
 */
export function FarmingDetails({ item }: { item: BonusItem }) {
  const t = useTranslations('bonuses')
  const { locale } = useSite()
  const link = useSportsLink()
  const oddsFormat = useOddsFormat()
  const boost = useBoostBonus(locale)
  const { farming, tournament } = item
  if (!farming) return null
  const issued = isIssued(item) ? item : undefined
  const stats = issued?.farming_stats ?? null
  const money = (value: Money | null) => (value ? formatMoney(value, locale) : '')
  return (
    <>
      {tournament && (
        <>
          <h3>{t('tournament.prizes')}</h3>
          <p className={styles.pool}>
            {t('tournament.pool', { amount: formatMoney(tournament.pool, locale) })}
          </p>
          <ul>
            {tournament.places.map((percent, index) => (
              <li key={index}>{t('tournament.place', { place: index + 1, percent })}</li>
            ))}
            <li>{t('tournament.share', { percent: tournament.pool_share_percent })}</li>
          </ul>
          <Link href={link(`/promotions/tournaments/${issued ? issued.campaign_id : item.id}`)}>
            {t('tournament.leaderboard')}
          </Link>
        </>
      )}
      <h3>{t('farming.title')}</h3>
      <ul>
        {farming.min_stake && (
          <li>{t('farming.minStake', { amount: formatMoney(farming.min_stake, locale) })}</li>
        )}
        {farming.min_odds !== null && (
          <li>
            {t('farming.minOdds', { odds: formatOdds(oddsToMillis(farming.min_odds), oddsFormat) })}
          </li>
        )}
        <li>{t('farming.rule')}</li>
        {farming.farm_once_per_event && <li>{t('farming.oncePerEvent')}</li>}
        {farming.ranges.map((range) => (
          <li key={range.points}>
            {t('farming.range', { points: range.points, amount: money(range.freebet) })}
          </li>
        ))}
      </ul>
      {issued && stats && (
        <>
          <h3>{t('farming.stats')}</h3>
          <FarmingProgress bonus={issued} />
          <dl className={styles.stats}>
            <dt>{t('farming.points')}</dt>
            <dd>{stats.points}</dd>
            <dt>{t('farming.availablePoints')}</dt>
            <dd>{stats.available_points}</dd>
            <dt>{t('farming.potentialPoints')}</dt>
            <dd>{stats.potential_points}</dd>
            <dt>{t('farming.betsCount')}</dt>
            <dd>{stats.bets_count}</dd>
            <dt>{t('farming.averageStake')}</dt>
            <dd>{formatMoney(stats.average_stake, locale)}</dd>
            <dt>{t('farming.boosted')}</dt>
            <dd>{stats.farmed_freebets_count}</dd>
          </dl>
          {stats.freebet_to_boost && (
            <button
              type="button"
              className={styles.submit}
              disabled={boost.isPending}
              aria-busy={boost.isPending}
              onClick={() => {
                boost.mutate(issued.id, {
                  onSuccess: (freebet) => {
                    alerts.showAlert({
                      severity: 'success',
                      title: t('farming.boostedTo', { name: freebet.name }),
                    })
                  },
                  onError: (error) => {
                    reportError(error)
                    alerts.showAlert({ severity: 'warning', title: t('farming.boostFailed') })
                  },
                })
              }}
            >
              {t('farming.boost', { amount: money(stats.freebet_to_boost) })}
            </button>
          )}
        </>
      )}
    </>
  )
}
