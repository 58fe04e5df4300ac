'use client'
import { useTranslations } from 'use-intl'
import shell from '@/components/shell.module.css'
import { modals } from '@/lib/modals/modal-store'

/** What a page private to players shows a visitor (spec §6): why, and the way to sign in. */
export function SignInPrompt({ text }: { text: string }) {
  const t = useTranslations('header')
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
