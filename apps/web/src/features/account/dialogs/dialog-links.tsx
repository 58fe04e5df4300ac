'use client'
import type { ReactNode } from 'react'
import { useTranslations } from 'use-intl'
import type { ModalId } from '@/lib/modals/modal-ids'
import { modals } from '@/lib/modals/modal-store'
import styles from '../forms/account-forms.module.css'

type LinkKey =
  'forgotLink' | 'signUpLink' | 'signInLink' | 'resendConfirmationLink' | 'resendUnlockLink'

const TARGET: Readonly<Record<LinkKey, ModalId>> = {
  forgotLink: 'forgot_password',
  signUpLink: 'sign_up',
  signInLink: 'sign_in',
  resendConfirmationLink: 'resend_confirmation_instructions',
  resendUnlockLink: 'resend_unlock_instructions',
}

/** Buttons that swap this dialog for another account dialog. */
export function DialogLinks({ from, links }: { from: ModalId; links: readonly LinkKey[] }) {
  const t = useTranslations('auth')
  return (
    <nav className={styles.links} aria-label={t('moreOptions')}>
      {links.map((key) => (
        <button
          key={key}
          type="button"
          className={styles.link}
          onClick={() => {
            switchDialog(from, TARGET[key])
          }}
        >
          {t(key)}
        </button>
      ))}
    </nav>
  )
}

export function switchDialog(from: ModalId, to: ModalId, params?: Record<string, string>): void {
  modals.close(from)
  modals.open(to, params ? { params } : {})
}

/** What a dialog says when its work is done (announced), with where to go next. */
export function DialogDone({
  from,
  links,
  children,
}: {
  from: ModalId
  links: readonly LinkKey[]
  children: ReactNode
}) {
  return (
    <div className={styles.form}>
      <p className={styles.done} role="status">
        {children}
      </p>
      <DialogLinks from={from} links={links} />
    </div>
  )
}
