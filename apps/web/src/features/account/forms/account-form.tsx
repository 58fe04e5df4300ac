'use client'
import type { ReactNode, SyntheticEvent } from 'react'
import styles from './account-forms.module.css'
import { FormError } from './form-field'

/**
 * Every account form's frame: what it says first, the api's refusal (above the fields, read
 * out), the fields, one submit button that waits while the form is sent, and what follows it.
 * The form's own checks run before the browser's (`noValidate`): each field says what is wrong.
 */
export function AccountForm({
  onSubmit,
  serverError,
  pending,
  submit,
  intro,
  footer,
  children,
}: {
  readonly onSubmit: (event: SyntheticEvent<HTMLFormElement>) => void
  readonly serverError: string | undefined
  readonly pending: boolean
  readonly submit: string
  readonly intro?: ReactNode
  readonly footer?: ReactNode
  readonly children: ReactNode
}) {
  return (
    <form className={styles.form} noValidate onSubmit={onSubmit}>
      {intro}
      <FormError message={serverError} />
      {children}
      <button type="submit" className={styles.primary} disabled={pending}>
        {submit}
      </button>
      {footer}
    </form>
  )
}
