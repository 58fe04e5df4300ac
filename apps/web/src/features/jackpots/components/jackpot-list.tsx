'use client'
import type { Jackpot } from '@sportsbook/contracts'
import { useQuery } from '@tanstack/react-query'
import Link from 'next/link'
import { useTranslations } from 'use-intl'
import { useSite, useSportsLink } from '@/lib/site-context'
import { jackpotsQueryOptions } from '../api/get-jackpots'
import { JackpotSummary } from './jackpot-summary'
import styles from './jackpots.module.css'

/** The running jackpots (spec §2.2 jackpot banner), their pools asked again every 15 s. */
export function JackpotList({ initial }: { initial: readonly Jackpot[] | undefined }) {
  const t = useTranslations('jackpots')
  const { locale } = useSite()
  const link = useSportsLink()
  const jackpots = useQuery(jackpotsQueryOptions(locale, initial))
  // A failed poll keeps the pools shown; only a first load that failed says so.
  const list = jackpots.data
  if (!list)
    return jackpots.isError ? <p role="alert">{t('loadFailed')}</p> : <p aria-busy="true">…</p>
  if (list.length === 0) return <p>{t('none')}</p>
  return (
    <ul className={styles.cards}>
      {list.map((jackpot) => (
        <li key={jackpot.id}>
          <article
            className={styles.card}
            data-jackpot={jackpot.id}
            aria-labelledby={`jackpot-${jackpot.id}`}
          >
            <h2 id={`jackpot-${jackpot.id}`}>{jackpot.name}</h2>
            <JackpotSummary jackpot={jackpot} locale={locale} />
            <Link className={styles.details} href={link(`/jackpots/${jackpot.id}`)}>
              {t('details')}
              <span className="visually-hidden"> · {jackpot.name}</span>
            </Link>
          </article>
        </li>
      ))}
    </ul>
  )
}
