'use client'
import { ApiRequestError, signInBodySchema } from '@sportsbook/contracts'
import { useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { useTranslations } from 'use-intl'
import { browserApiClient } from '@/lib/browser-api'
import { modals } from '@/lib/modals/modal-store'
import { PLAYER_QUERY_KEY } from '@/lib/player-session'
import { useSite } from '@/lib/site-context'
import styles from '@/features/bet-slip/components/bet-slip.module.css'

type FieldErrors = { email?: string; password?: string; form?: string }

/**
 * A minimal sign-in form against the Platform API, so a visitor can place the slip they built
 * (issue 11). Issue 12 replaces it with the full dialogs (react-hook-form, every error).
 */
export function SignInForm() {
  const t = useTranslations('auth')
  const { locale } = useSite()
  const queryClient = useQueryClient()
  const [errors, setErrors] = useState<FieldErrors>({})
  const [pending, setPending] = useState(false)
  const id = useId()

  async function submit(form: HTMLFormElement) {
    const data = new FormData(form)
    const parsed = signInBodySchema.safeParse({
      email: data.get('email'),
      password: data.get('password'),
    })
    if (!parsed.success) {
      const fields = parsed.error.issues.map((issue) => issue.path[0])
      setErrors({
        ...(fields.includes('email') ? { email: t('emailInvalid') } : {}),
        ...(fields.includes('password') ? { password: t('passwordMissing') } : {}),
      })
      return
    }
    setPending(true)
    setErrors({})
    try {
      const profile = await browserApiClient(locale).signIn(parsed.data.email, parsed.data.password)
      queryClient.setQueryData(PLAYER_QUERY_KEY, profile)
      modals.close('sign_in')
    } catch (error) {
      const code = error instanceof ApiRequestError ? error.error?.code : undefined
      setErrors({
        form:
          code === 'invalid_credentials'
            ? t('wrongCredentials')
            : code === 'account_locked'
              ? t('locked')
              : code === 'unconfirmed'
                ? t('unconfirmed')
                : t('failed'),
      })
    } finally {
      setPending(false)
    }
  }

  return (
    <form
      className={styles.slip}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void submit(event.currentTarget)
      }}
    >
      {errors.form && (
        <p className={styles.error} role="alert">
          {errors.form}
        </p>
      )}
      <label className={styles.field}>
        <span>{t('email')}</span>
        <input
          className={styles.input}
          name="email"
          type="email"
          autoComplete="email"
          required
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? `${id}-email` : undefined}
        />
        {errors.email && (
          <span id={`${id}-email`} className={styles.flag} data-tone="danger">
            {errors.email}
          </span>
        )}
      </label>
      <label className={styles.field}>
        <span>{t('password')}</span>
        <input
          className={styles.input}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={errors.password ? `${id}-password` : undefined}
        />
        {errors.password && (
          <span id={`${id}-password`} className={styles.flag} data-tone="danger">
            {errors.password}
          </span>
        )}
      </label>
      <button type="submit" className={styles.primary} disabled={pending}>
        {t('submit')}
      </button>
    </form>
  )
}
