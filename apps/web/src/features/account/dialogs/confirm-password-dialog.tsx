'use client'
import type { PlayerProfile } from '@sportsbook/contracts'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslations } from 'use-intl'
import { changePassword } from '../api/change-password'
import { playerQueryOptions } from '@/lib/player-session'
import { useSite } from '@/lib/site-context'
import { TextField } from '../forms/form-field'
import { changePasswordFormSchema } from '../forms/schemas'
import { useAccountForm } from '../forms/use-account-form'
import { AccountForm } from '../forms/account-form'
import styles from '../forms/account-forms.module.css'
import { DialogDone, DialogLinks } from './dialog-links'
import { NewPasswordFields } from './new-password-fields'

/**
 * confirm_password (spec §2.3; docs/decisions/players-and-wallet.md#094): a signed-in player changes their
 * password, confirming the current one. This session stays; every other one ends.
 */
export function ConfirmPasswordDialog() {
  const t = useTranslations('auth')
  const { locale } = useSite()
  const player = useQuery(playerQueryOptions(locale)).data
  if (player === undefined) return <p aria-busy="true">…</p>
  if (!player)
    return (
      <div className={styles.form}>
        <p>{t('signInToChangePassword')}</p>
        <DialogLinks from="confirm_password" links={['signInLink']} />
      </div>
    )
  return <ChangePasswordForm player={player} />
}

function ChangePasswordForm({ player }: { player: PlayerProfile }) {
  const t = useTranslations('auth')
  const { locale } = useSite()
  const [done, setDone] = useState(false)
  const { form, onSubmit, serverError, pending } = useAccountForm(
    changePasswordFormSchema(t, player.email),
    { current_password: '', password: '', repeat: '' },
  )
  if (done)
    return (
      <DialogDone from="confirm_password" links={[]}>
        {t('passwordChangedHere')}
      </DialogDone>
    )
  const errors = form.formState.errors
  return (
    <AccountForm
      onSubmit={onSubmit(async ({ current_password, password }) => {
        await changePassword(locale, current_password, password, player.csrf_token)
        setDone(true)
      })}
      serverError={serverError}
      pending={pending}
      submit={t('savePassword')}
    >
      <TextField
        label={t('currentPassword')}
        type="password"
        autoComplete="current-password"
        registration={form.register('current_password')}
        error={errors.current_password}
      />
      <NewPasswordFields
        password={{ registration: form.register('password'), error: errors.password }}
        repeat={{ registration: form.register('repeat'), error: errors.repeat }}
      />
    </AccountForm>
  )
}
