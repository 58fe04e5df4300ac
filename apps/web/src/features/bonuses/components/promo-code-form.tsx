'use client'
import { ApiRequestError } from '@sportsbook/contracts'
import { useState } from 'react'
import { useTranslations } from 'use-intl'
import { alerts } from '@/lib/alerts/alert-store'
import { reportError } from '@/lib/error-reporting/reporter'
import { useSite } from '@/lib/site-context'
import { useRedeemPromoCode } from '../api/redeem-promo-code'
import styles from './bonuses.module.css'

/** A promo code field (POST /bonuses/promo-code): the bonus it issues joins the lists. */
export function PromoCodeForm() {
  const t = useTranslations('bonuses.promoCode')
  const { locale } = useSite()
  const redeem = useRedeemPromoCode(locale)
  const [code, setCode] = useState('')
  const [problem, setProblem] = useState<string | null>(null)

  function refusal(error: unknown): string {
    const known = error instanceof ApiRequestError ? error.error?.code : undefined
    if (known === 'promo_code_unknown') return t('unknown')
    if (known === 'promo_code_used') return t('used')
    reportError(error)
    return t('failed')
  }

  return (
    <form
      className={styles.promo}
      onSubmit={(event) => {
        event.preventDefault()
        if (code.trim() === '') return
        setProblem(null)
        redeem.mutate(code.trim(), {
          onSuccess: (bonus) => {
            setCode('')
            alerts.showAlert({ severity: 'success', title: t('redeemed', { name: bonus.name }) })
          },
          onError: (error) => {
            setProblem(refusal(error))
          },
        })
      }}
    >
      <label>
        <span>{t('label')}</span>
        <input
          className={styles.input}
          name="promo-code"
          autoComplete="off"
          autoCapitalize="characters"
          value={code}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? 'promo-code-problem' : undefined}
          onChange={(event) => {
            setCode(event.target.value)
          }}
        />
      </label>
      <button
        type="submit"
        className={styles.submit}
        disabled={redeem.isPending || code.trim() === ''}
        aria-busy={redeem.isPending}
      >
        {t('submit')}
      </button>
      {problem && (
        <p id="promo-code-problem" role="alert">
          {problem}
        </p>
      )}
    </form>
  )
}
