'use client'
import type { Slip } from '@sportsbook/domain'
import { useTranslations } from 'use-intl'
import { alerts } from '@/lib/alerts/alert-store'
import { reportError } from '@/lib/error-reporting/reporter'
import { useSite, useSportsLink } from '@/lib/site-context'
import { useShareSlip } from '../api/share-slip'
import { SHARE_CODE_PARAM } from '../model/shared-slip'
import styles from './bet-slip.module.css'

/** Share a bet (issue 11): a code and a link to this sportsbook that restores the slip. */
export function ShareSlip({ slip }: { slip: Slip }) {
  const t = useTranslations('betslip.share')
  const { locale } = useSite()
  const link = useSportsLink()
  const share = useShareSlip(locale, slip, (error) => {
    reportError(error)
    alerts.showAlert({ severity: 'danger', title: t('failed') })
  })
  const code = share.data?.data.code
  const url = code ? `${location.origin}${link('/')}?${SHARE_CODE_PARAM}=${code}` : undefined
  return (
    <div className={styles.field} data-share="">
      {url ? (
        <>
          <span>
            {t('code')}: <strong data-share-code="">{code}</strong>
          </span>
          <input className={styles.input} readOnly value={url} aria-label={t('link')} />
          <button
            type="button"
            className={styles.button}
            onClick={() => {
              navigator.clipboard.writeText(url).then(
                () => alerts.showAlert({ severity: 'success', title: t('copied') }),
                () => alerts.showAlert({ severity: 'warning', title: t('copyFailed') }),
              )
            }}
          >
            {t('copy')}
          </button>
        </>
      ) : (
        <button
          type="button"
          className={styles.link}
          disabled={share.isPending}
          onClick={() => {
            share.mutate()
          }}
        >
          {t('button')}
        </button>
      )}
    </div>
  )
}
