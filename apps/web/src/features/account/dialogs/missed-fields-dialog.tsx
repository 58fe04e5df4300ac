'use client'
import { isProfileField } from '@sportsbook/domain'
import { useQuery } from '@tanstack/react-query'
import { useTranslations } from 'use-intl'
import { playerQueryOptions } from '@/lib/player-session'
import { useSite } from '@/lib/site-context'
import { ProfileFields } from './profile-fields'

/**
 * missed_auth_fields (spec §2.3, §4): a player whose profile misses a field the operator requires
 * fills it in; the dialog cannot be closed, and the profile checker closes it once nothing is
 * missing.
 */
export function MissedFieldsDialog() {
  const t = useTranslations('auth')
  const { locale } = useSite()
  const player = useQuery(playerQueryOptions(locale)).data
  const missing = player?.auth_fields_missed.filter(isProfileField) ?? []
  if (!player || missing.length === 0) return <p aria-busy="true">…</p>
  return <ProfileFields player={player} fields={missing} intro={t('missedFieldsIntro')} />
}
