'use client'
import type { Jackpot } from '@sportsbook/contracts'
import { formatMoney } from '@sportsbook/domain'
import { useQuery } from '@tanstack/react-query'
import { useFormatter, useTranslations } from 'use-intl'
import { useSite } from '@/lib/site-context'
import { jackpotQueryOptions } from '../api/get-jackpot'
import { jackpotHitsQueryOptions } from '../api/get-jackpot-hits'
import { JackpotSummary } from './jackpot-summary'
import styles from './jackpots.module.css'

/**
 * One jackpot: its levels' pools polled every 15 s (spec §7.5), what it has paid and its latest
 * wins, each winner shown by the api's digest only.
 */
export function JackpotDetail({ initial }: { initial: Jackpot }) {
  const t = useTranslations('jackpots')
  const { locale } = useSite()
  const format = useFormatter()
  const jackpot = useQuery(jackpotQueryOptions(locale, initial)).data
  const hits = useQuery(jackpotHitsQueryOptions(locale, initial.id))
  return (
    <div className={styles.detail} data-jackpot={jackpot.id}>
      <JackpotSummary jackpot={jackpot} locale={locale} showPaid />
      <section aria-labelledby="recent-hits">
        <h2 id="recent-hits">{t('recentHits')}</h2>
        {hits.isPending ? (
          <p aria-busy="true">…</p>
        ) : hits.isError ? (
          <p role="alert">{t('loadFailed')}</p>
        ) : hits.data.length === 0 ? (
          <p>{t('noHits')}</p>
        ) : (
          <ul className={styles.hits}>
            {hits.data.map((hit) => (
              <li key={hit.id} data-jackpot-hit={hit.id}>
                <span>
                  {t('hit', {
                    level: hit.level_name,
                    amount: formatMoney(hit.amount, locale),
                    user: hit.hashed_user,
                  })}
                </span>
                <time dateTime={hit.created_at} className={styles.muted}>
                  {format.dateTime(new Date(hit.created_at), {
                    dateStyle: 'medium',
                    timeStyle: 'short',
                  })}
                </time>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}
