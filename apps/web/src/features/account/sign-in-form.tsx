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
      <Field
        name="email"
        type="email"
        autoComplete="email"
        label={t('email')}
        error={errors.email}
        errorId={`${id}-email`}
      />
      <Field
        name="password"
        type="password"
        autoComplete="current-password"
        label={t('password')}
        error={errors.password}
        errorId={`${id}-password`}
      />
      <button type="submit" className={styles.primary} disabled={pending}>
        {t('submit')}
      </button>
    </form>
  )
}

/** A labelled input with its error under it, named by `aria-describedby`. */
function Field({
  label,
  error,
  errorId,
  ...input
}: {
  name: string
  type: string
  autoComplete: string
  label: string
  error: string | undefined
  errorId: string
}) {
  return (
    <label className={styles.field}>
      <span>{label}</span>
      <input
        className={styles.input}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
      {error && (
        <span id={errorId} className={styles.flag} data-tone="danger">
          {error}
        </span>
      )}
    </label>
  )
}
