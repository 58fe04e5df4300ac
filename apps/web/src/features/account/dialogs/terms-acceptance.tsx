'use client'
import { useQuery } from '@tanstack/react-query'
import Link from 'next/link'
import { useTranslations } from 'use-intl'
import { alerts } from '@/lib/alerts/alert-store'
import { reportError } from '@/lib/error-reporting/reporter'
import { playerQueryOptions } from '@/lib/player-session'
import { useSite, useSportsLink } from '@/lib/site-context'
import { useAcceptTerms } from '../api/accept-terms'
import styles from '../forms/account-forms.module.css'

/** accept_terms (the terms checker, spec §2.3): the player accepts the current terms to go on. */
export function TermsAcceptance() {
  const t = useTranslations()
  const { locale } = useSite()
  const link = useSportsLink()
  const player = useQuery(playerQueryOptions(locale)).data
  const accept = useAcceptTerms(locale, player, (error) => {
    reportError(error)
    alerts.showAlert({ severity: 'danger', title: t('alerts.defaultErrorTitle') })
  })
  return (
    <div className={styles.form}>
      <p>{t('terms.description')}</p>
      <p>
        <Link href={link('/general-rules')} target="_blank">
          {t('terms.read')}
        </Link>
      </p>
      <button
        type="button"
        className={styles.primary}
        disabled={accept.isPending}
        onClick={() => {
          accept.mutate()
        }}
      >
        {t('terms.accept')}
      </button>
    </div>
  )
}
