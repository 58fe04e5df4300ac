'use client'
import { useQueryClient } from '@tanstack/react-query'
import { useTranslations } from 'use-intl'
import { signIn } from '../api/sign-in'
import { signedIn } from '@/lib/player-session'
import { useSite } from '@/lib/site-context'
import { EmailField, TextField } from '../forms/form-field'
import { signInFormSchema } from '../forms/schemas'
import { useAccountForm } from '../forms/use-account-form'
import { AccountForm } from '../forms/account-form'
import { DialogLinks } from './dialog-links'

/** sign_in (spec §2.3): e-mail and password against the Platform API; a new session cookie. */
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
    <AccountForm
      onSubmit={onSubmit(async ({ email, password }) => {
        signedIn(queryClient, await signIn(locale, email, password), 'sign_in')
      })}
      serverError={serverError}
      pending={pending}
      submit={t('signIn')}
      footer={
        <>
          <DialogLinks
            from="sign_in"
            links={['forgotLink', 'signUpLink', 'resendConfirmationLink', 'resendUnlockLink']}
          />
        </>
      }
    >
      <EmailField registration={form.register('email')} error={errors.email} />
      <TextField
        label={t('password')}
        type="password"
        autoComplete="current-password"
        registration={form.register('password')}
        error={errors.password}
      />
    </AccountForm>
  )
}
