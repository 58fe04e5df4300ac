import type { Jackpot } from '@sportsbook/contracts'
import { formatMoney } from '@sportsbook/domain'
import { useFormatter, useTranslations } from 'use-intl'
import styles from './jackpots.module.css'

/**
 * A jackpot's pools and terms: the running levels together, each level's pool (as the
 * operator's file lists them) marked running or not, the minimum stake and the end date, and what it has paid when `showPaid`.
 */
export function JackpotSummary({
  jackpot,
  locale,
  showPaid = false,
}: {
  jackpot: Jackpot
  locale: string
  showPaid?: boolean
}) {
  const t = useTranslations('jackpots')
  const format = useFormatter()
  const terms = [
    t('minStake', { amount: formatMoney(jackpot.min_stake, locale) }),
    t('validUntil', { date: format.dateTime(new Date(jackpot.valid_to), { dateStyle: 'medium' }) }),
    ...(showPaid ? [t('paid', { amount: formatMoney(jackpot.hits_amount, locale) })] : []),
  ]
  return (
    <>
      <p className={styles.total} aria-live="polite">
        {t('total', { amount: formatMoney(jackpot.amount, locale) })}
      </p>
      <dl className={styles.levels}>
        {jackpot.levels.map((level) => (
          <div
            key={level.code}
            data-jackpot-level={level.code}
            data-active={level.active}
            className={level.active ? undefined : styles.inactiveLevel}
          >
            <dt>
              {level.name}{' '}
              <span className={styles.levelState}>
                {level.active ? t('levelActive') : t('levelInactive')}
              </span>
            </dt>
            <dd>{formatMoney(level.pool_amount, locale)}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.muted}>{terms.join(' · ')}</p>
    </>
  )
}
