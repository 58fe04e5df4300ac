'use client'
import { useTranslations } from 'use-intl'
import { modals } from '@/lib/modals/modal-store'
import styles from './shell.module.css'

/**
 * Sign in and sign up for visitors (the signed-in header is issue 12's). In the phone's
 * header only Sign in fits; the side menu shows both (`everywhere`).
 */
export function AuthButtons({ everywhere = false }: { everywhere?: boolean }) {
  const t = useTranslations('header')
  return (
    <>
      <button
        type="button"
        className={styles.button}
        onClick={() => {
          modals.open('sign_in')
        }}
      >
        {t('signIn')}
      </button>
      <button
        type="button"
        className={`${styles.button} ${styles.primary} ${everywhere ? '' : styles.hideOnPhone}`}
        onClick={() => {
          modals.open('sign_up')
        }}
      >
        {t('signUp')}
      </button>
    </>
  )
}
