'use client'
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form'
import { useTranslations } from 'use-intl'
import { TextField } from '../forms/form-field'

/** A new password with its rules as a hint, typed twice (edit and confirm password). */
export function NewPasswordFields({
  password,
  repeat,
}: {
  password: { registration: UseFormRegisterReturn; error: FieldError | undefined }
  repeat: { registration: UseFormRegisterReturn; error: FieldError | undefined }
}) {
  const t = useTranslations('auth')
  return (
    <>
      <TextField
        label={t('newPassword')}
        type="password"
        autoComplete="new-password"
        hint={t('passwordHint')}
        {...password}
      />
      <TextField
        label={t('repeatPassword')}
        type="password"
        autoComplete="new-password"
        {...repeat}
      />
    </>
  )
}
