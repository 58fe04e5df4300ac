'use client'
import { useId, type InputHTMLAttributes, type ReactNode } from 'react'
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form'
import { useTranslations } from 'use-intl'
import styles from './account-forms.module.css'

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'className'>

/**
 * A labelled input registered with react-hook-form, its error under it (named by
 * `aria-describedby`, so a screen reader says it with the field) and an optional hint.
 */
export function TextField({
  label,
  registration,
  error,
  hint,
  ...input
}: {
  label: string
  registration: UseFormRegisterReturn
  error: FieldError | undefined
  hint?: string
} & InputProps) {
  const id = useId()
  const described = [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ')
  // The hint and the error describe the input; they are outside its label, not its name.
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        {...input}
        {...registration}
      />
      {hint && (
        <span id={`${id}-hint`} className={styles.hint}>
          {hint}
        </span>
      )}
      <FieldMessage id={`${id}-error`} error={error} />
    </div>
  )
}

/** A labelled select registered with react-hook-form. */
export function SelectField({
  label,
  registration,
  error,
  children,
}: {
  label: string
  registration: UseFormRegisterReturn
  error: FieldError | undefined
  children: ReactNode
}) {
  const id = useId()
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className={styles.select}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...registration}
      >
        {children}
      </select>
      <FieldMessage id={`${id}-error`} error={error} />
    </div>
  )
}

/** A checkbox with its label (the terms), and its error. */
export function CheckField({
  label,
  registration,
  error,
}: {
  label: ReactNode
  registration: UseFormRegisterReturn
  error: FieldError | undefined
}) {
  const id = useId()
  return (
    <div className={styles.field}>
      <label className={styles.check}>
        <input
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...registration}
        />
        <span>{label}</span>
      </label>
      <FieldMessage id={`${id}-error`} error={error} />
    </div>
  )
}

function FieldMessage({ id, error }: { id: string; error: FieldError | undefined }) {
  if (!error?.message) return null
  return (
    <span id={id} className={styles.fieldError}>
      {error.message}
    </span>
  )
}

/** The form's own error (from the server), announced when it appears. */
export function FormError({ message }: { message: string | undefined }) {
  if (!message) return null
  return (
    <p className={styles.formError} role="alert">
      {message}
    </p>
  )
}

/** The e-mail field every account form starts with. */
export function EmailField({
  registration,
  error,
}: {
  registration: UseFormRegisterReturn
  error: FieldError | undefined
}) {
  const t = useTranslations('auth')
  return (
    <TextField
      label={t('email')}
      type="email"
      autoComplete="email"
      registration={registration}
      error={error}
    />
  )
}
