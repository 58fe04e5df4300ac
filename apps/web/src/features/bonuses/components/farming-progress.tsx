'use client'
import type { Bonus } from '@sportsbook/contracts'
import { formatMoney, targetRange } from '@sportsbook/domain'
import { useTranslations } from 'use-intl'
import { useSite } from '@/lib/site-context'
import styles from './bonuses.module.css'

/**
 * A joined hunting's or tournament's points against the range they work towards (decision 144):
 * a bar, and in words how far it is to the freebet that range buys.
 */
export function FarmingProgress({ bonus }: { bonus: Bonus }) {
  const t = useTranslations('bonuses.farming')
  const { locale } = useSite()
  const stats = bonus.farming_stats
  const target = targetRange(bonus.farming?.ranges ?? [], stats?.available_points ?? 0)
  if (!stats || !target) return null
  const amount = target.freebet ? formatMoney(target.freebet, locale) : ''
  const reached = stats.available_points >= target.points
  const label = reached
    ? t('reached', { amount })
    : t('towards', { points: stats.available_points, target: target.points, amount })
  return (
    <div className={styles.progress} data-farming-progress={bonus.id}>
      <progress
        value={Math.min(stats.available_points, target.points)}
        max={target.points}
        aria-label={label}
      />
      <p aria-hidden="true">{label}</p>
    </div>
  )
}
