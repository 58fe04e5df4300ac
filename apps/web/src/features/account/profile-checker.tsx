'use client'
import { isOutsideUserGroup, isProfileField } from '@sportsbook/domain'
import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { modals } from '@/lib/modals/modal-store'
import { playerQueryOptions } from '@/lib/player-session'
import { useSite, useSportsLink } from '@/lib/site-context'

/**
 * The profile checks of a signed-in player: the user-group checker (spec §6.5: a player outside
 * the site's group goes to the platform's home or the locked page), then one blocking dialog at
 * a time — the terms checker (spec §2.3: the current terms not accepted), then the required
 * profile fields the player has not filled in (spec §4.1: missed auth fields). Neither dialog
 * can be closed until done.
 */
export function ProfileChecker() {
  const { locale, userGroup } = useSite()
  const link = useSportsLink()
  const player = useQuery(playerQueryOptions(locale)).data
  const outside = isOutsideUserGroup(userGroup.group, player?.statuses)
  const away = userGroup.redirectUrl ?? link('/locked')
  useEffect(() => {
    // The user-group checker (spec §6.5); the locked page itself stays.
    if (outside && location.pathname !== away) location.replace(away)
  }, [outside, away])
  const blocking =
    player?.terms_accepted === false
      ? 'accept_terms'
      : player?.auth_fields_missed.some(isProfileField)
        ? 'missed_auth_fields'
        : undefined
  useEffect(() => {
    for (const id of PROFILE_DIALOGS) if (id !== blocking) modals.close(id)
    if (blocking) modals.open(blocking)
  }, [blocking])
  return null
}

const PROFILE_DIALOGS = ['accept_terms', 'missed_auth_fields'] as const
