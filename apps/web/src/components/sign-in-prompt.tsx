'use client'
import { useTranslations } from 'use-intl'
import shell from '@/components/shell.module.css'
import { modals } from '@/lib/modals/modal-store'
import { useAuthStatus } from '@/lib/player-session'
import { useSite } from '@/lib/site-context'

/**
 * What a page private to players shows when there is no profile (spec §6.1): a visitor is told
 * why and offered sign-in; a profile that failed to load is a system error with a retry, never
 * read as signed out (spec §8.2).
 */
export function SignInPrompt({ text }: { text: string }) {
  const t = useTranslations('header')
  const { locale } = useSite()
  const { failed, retry } = useAuthStatus(locale)
  if (failed)
    return (
      <div role="alert">
        <p>{t('accountFailed')}</p>
        <button type="button" className={shell.button} onClick={retry}>
          {t('accountRetry')}
        </button>
      </div>
    )
  return (
    <>
      <p>{text}</p>
      <button
        type="button"
        className={`${shell.button} ${shell.primary}`}
        onClick={() => {
          modals.open('sign_in')
        }}
      >
        {t('signIn')}
      </button>
    </>
  )
}
