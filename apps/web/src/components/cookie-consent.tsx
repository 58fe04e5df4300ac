'use client'
import { useState } from 'react'
import { useTranslations } from 'use-intl'
import { CONSENT_COOKIE, CONSENT_GIVEN_EVENT } from '@/lib/cookie-names'
import { writeCookie } from '@/lib/cookies'
import styles from './cookie-consent.module.css'

/** The cookie banner, shown until the visitor accepts (the server omits it once they have). */
export function CookieConsent() {
  const t = useTranslations('consent')
  const [accepted, setAccepted] = useState(false)
  if (accepted) return null
  return (
    <section className={styles.banner} aria-label={t('label')}>
      <p>{t('text')}</p>
      <button
        type="button"
        className={styles.accept}
        onClick={() => {
          // Value 1 for 365 days (spec §9.3).
          writeCookie(CONSENT_COOKIE, '1', { maxAgeDays: 365 })
          window.dispatchEvent(new Event(CONSENT_GIVEN_EVENT))
          setAccepted(true)
        }}
      >
        {t('accept')}
      </button>
    </section>
  )
}
