'use client'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import Link from 'next/link'
import { useEffect } from 'react'
import { useTranslations } from 'use-intl'
import { alerts } from '@/lib/alerts/alert-store'
import { browserApiClient } from '@/lib/browser-api'
import { reportError } from '@/lib/error-reporting/reporter'
import { modals } from '@/lib/modals/modal-store'
import { playerQueryOptions } from '@/lib/player-session'
import { useSite, useSportsLink } from '@/lib/site-context'
import styles from './shell.module.css'

/**
 * The terms checker (spec §2): a signed-in player who has not accepted the current terms
 * gets a dialog that cannot be closed until they accept them.
 */
export function TermsChecker() {
  const { locale } = useSite()
  const player = useQuery(playerQueryOptions(locale)).data
  const mustAccept = player?.terms_accepted === false
  useEffect(() => {
    if (mustAccept) modals.open('accept_terms')
    else modals.close('accept_terms')
  }, [mustAccept])
  return null
}

export function TermsAcceptance() {
  const t = useTranslations()
  const { locale } = useSite()
  const link = useSportsLink()
  const queryClient = useQueryClient()
  const player = useQuery(playerQueryOptions(locale)).data
  const accept = useMutation({
    mutationFn: async () => {
      if (!player) throw new Error('The terms are accepted by a signed-in player')
      return browserApiClient(locale).acceptTerms(player.terms_version, player.csrf_token)
    },
    onSuccess: (profile) => {
      queryClient.setQueryData(playerQueryOptions(locale).queryKey, profile)
    },
    onError: (error) => {
      reportError(error)
      alerts.showAlert({ severity: 'danger', title: t('alerts.defaultErrorTitle') })
      // The terms may have changed again meanwhile: read the profile afresh.
      void queryClient.invalidateQueries({ queryKey: playerQueryOptions(locale).queryKey })
    },
  })
  return (
    <>
      <p>{t('terms.description')}</p>
      <p>
        <Link href={link('/general-rules')} target="_blank">
          {t('terms.read')}
        </Link>
      </p>
      <button
        type="button"
        className={`${styles.button} ${styles.primary}`}
        disabled={accept.isPending}
        onClick={() => {
          accept.mutate()
        }}
      >
        {t('terms.accept')}
      </button>
    </>
  )
}
