'use client'
import type { PlayerProfile } from '@sportsbook/contracts'
import { isTypedProfileField, type ProfileField, type TypedProfileField } from '@sportsbook/domain'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useTranslations } from 'use-intl'
import { updateProfile } from '../api/update-profile'
import { PLAYER_QUERY_KEY } from '@/lib/player-session'
import { useSite } from '@/lib/site-context'
import { TextField } from '../forms/form-field'
import { profileFieldsFormSchema } from '../forms/schemas'
import { useAccountForm } from '../forms/use-account-form'
import { AccountForm } from '../forms/account-form'
import { PhoneVerification } from './phone-verification'
import { phoneQueryOptions } from '@/lib/player-phone'

/**
 * The profile fields a player still has to fill in (spec §3.4 `auth_fields_missed`, §5 missing
 * deposit fields): the names they type, then a phone verified by a texted code. Each step
 * answers a new profile; whoever asked goes on once nothing is missing.
 */
export function ProfileFields({
  player,
  fields,
  intro,
}: {
  player: PlayerProfile
  fields: readonly ProfileField[]
  intro: string
}) {
  const typed = fields.filter(isTypedProfileField)
  if (typed.length > 0) return <TypedFields player={player} fields={typed} intro={intro} />
  return <PhoneField player={player} />
}

function TypedFields({
  player,
  fields,
  intro,
}: {
  player: PlayerProfile
  fields: readonly TypedProfileField[]
  intro: string
}) {
  const t = useTranslations('auth')
  const { locale } = useSite()
  const queryClient = useQueryClient()
  const { form, onSubmit, serverError, pending } = useAccountForm(
    profileFieldsFormSchema(t, fields),
    Object.fromEntries(fields.map((field) => [field, player[field] ?? ''])),
  )
  return (
    <AccountForm
      onSubmit={onSubmit(async (values) => {
        const profile = await updateProfile(locale, values, player.csrf_token)
        queryClient.setQueryData(PLAYER_QUERY_KEY, profile)
      })}
      serverError={serverError}
      pending={pending}
      submit={t('saveProfile')}
      intro={<p>{intro}</p>}
    >
      {fields.map((field) => (
        <TextField
          key={field}
          label={t(`fields.${field}`)}
          autoComplete={AUTOCOMPLETE[field]}
          registration={form.register(field)}
          error={form.formState.errors[field]}
        />
      ))}
    </AccountForm>
  )
}

const AUTOCOMPLETE = {
  first_name: 'given-name',
  last_name: 'family-name',
  nickname: 'nickname',
  municipality: 'address-level2',
}

/** A missing mobile phone: verified by a texted code; the profile then has it. */
function PhoneField({ player }: { player: PlayerProfile }) {
  const { locale } = useSite()
  const phone = useQuery(phoneQueryOptions(locale, player.id))
  if (!phone.data) return <p aria-busy="true">…</p>
  return <PhoneVerification player={player} phone={phone.data} />
}
