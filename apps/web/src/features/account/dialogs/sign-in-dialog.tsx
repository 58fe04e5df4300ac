'use client'
import { useQueryClient } from '@tanstack/react-query'
import { useTranslations } from 'use-intl'
import { signIn } from '../api/sign-in'
import { signedIn } from '@/lib/player-session'
import { useSite } from '@/lib/site-context'
import { EmailField, FormError, TextField } from '../forms/form-field'
import { signInFormSchema } from '../forms/schemas'
import { useAccountForm } from '../forms/use-account-form'
import styles from '../forms/account-forms.module.css'
import { DialogLinks } from './dialog-links'

/** sign_in (spec §2): e-mail and password against the Platform API; a new session cookie. */
export function SignInDialog() {
  const t = useTranslations('auth')
  const { locale } = useSite()
  const queryClient = useQueryClient()
  const { form, onSubmit, serverError, pending } = useAccountForm(signInFormSchema(t), {
    email: '',
    password: '',
  })
  const errors = form.formState.errors
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={onSubmit(async ({ email, password }) => {
        signedIn(queryClient, await signIn(locale, email, password), 'sign_in')
      })}
    >
      <FormError message={serverError} />
      <EmailField registration={form.register('email')} error={errors.email} />
      <TextField
        label={t('password')}
        type="password"
        autoComplete="current-password"
        registration={form.register('password')}
        error={errors.password}
      />
      <button type="submit" className={styles.primary} disabled={pending}>
        {t('signIn')}
      </button>
      <DialogLinks
        from="sign_in"
        links={['forgotLink', 'signUpLink', 'resendConfirmationLink', 'resendUnlockLink']}
      />
    </form>
  )
}
