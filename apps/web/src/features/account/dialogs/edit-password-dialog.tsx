'use client'
import { useState } from 'react'
import { useTranslations } from 'use-intl'
import { resetPassword } from '../api/reset-password'
import { useSite } from '@/lib/site-context'
import { newPasswordFormSchema } from '../forms/schemas'
import { useAccountForm } from '../forms/use-account-form'
import { AccountForm } from '../forms/account-form'
import styles from '../forms/account-forms.module.css'
import { DialogDone, DialogLinks } from './dialog-links'
import { NewPasswordFields } from './new-password-fields'

/**
 * edit_password (spec §2.3): opened by the e-mailed reset link (`reset_password_token`); a new
 * password typed twice. The api then ends every session of the player, so they sign in again.
 */
export function EditPasswordDialog({ token }: { token: string | undefined }) {
  const t = useTranslations('auth')
  const { locale } = useSite()
  const [done, setDone] = useState(false)
  const { form, onSubmit, serverError, pending } = useAccountForm(newPasswordFormSchema(t), {
    password: '',
    repeat: '',
  })
  if (!token)
    return (
      <div className={styles.form}>
        <p>{t('noResetToken')}</p>
        <DialogLinks from="edit_password" links={['forgotLink']} />
      </div>
    )
  if (done)
    return (
      <DialogDone from="edit_password" links={['signInLink']}>
        {t('passwordChanged')}
      </DialogDone>
    )
  const errors = form.formState.errors
  return (
    <AccountForm
      onSubmit={onSubmit(async ({ password }) => {
        await resetPassword(locale, token, password)
        setDone(true)
      })}
      serverError={serverError}
      pending={pending}
      submit={t('savePassword')}
      footer={serverError && <DialogLinks from="edit_password" links={['forgotLink']} />}
    >
      <NewPasswordFields
        password={{ registration: form.register('password'), error: errors.password }}
        repeat={{ registration: form.register('repeat'), error: errors.repeat }}
      />
    </AccountForm>
  )
}
