'use client'
import { useState } from 'react'
import { useTranslations } from 'use-intl'
import { sendEmailLink } from '../api/send-email-link'
import type { ModalId } from '@/lib/modals/modal-ids'
import { useSite } from '@/lib/site-context'
import { EmailField } from '../forms/form-field'
import { emailFormSchema } from '../forms/schemas'
import { useAccountForm } from '../forms/use-account-form'
import { AccountForm } from '../forms/account-form'
import { DialogDone, DialogLinks } from './dialog-links'

type Kind = 'password' | 'confirmation' | 'unlock'

const DIALOG: Readonly<Record<Kind, ModalId>> = {
  password: 'forgot_password',
  confirmation: 'resend_confirmation_instructions',
  unlock: 'resend_unlock_instructions',
}

/**
 * forgot_password, resend_confirmation_instructions and resend_unlock_instructions (spec §2.3):
 * one e-mail field; the api answers alike whether or not it knows the address, and so does the
 * dialog ("if an account exists…").
 */
export function EmailLinkDialog({ kind, from = DIALOG[kind] }: { kind: Kind; from?: ModalId }) {
  const t = useTranslations('auth')
  const { locale } = useSite()
  const [sentTo, setSentTo] = useState<string>()
  const { form, onSubmit, serverError, pending } = useAccountForm(emailFormSchema(t), {
    email: '',
  })
  if (sentTo)
    return (
      <DialogDone from={from} links={['signInLink']}>
        {t(`linkSent.${kind}`, { email: sentTo })}
      </DialogDone>
    )
  return (
    <AccountForm
      onSubmit={onSubmit(async ({ email }) => {
        await sendEmailLink(locale, kind, email)
        setSentTo(email)
      })}
      serverError={serverError}
      pending={pending}
      submit={t('send')}
      intro={<p>{t(`linkIntro.${kind}`)}</p>}
      footer={<DialogLinks from={from} links={['signInLink']} />}
    >
      <EmailField registration={form.register('email')} error={form.formState.errors.email} />
    </AccountForm>
  )
}
