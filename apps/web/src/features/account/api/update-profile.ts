import type { PlayerProfile, ProfileUpdate } from '@sportsbook/contracts'
import { browserApiClient } from '@/lib/browser-api'

/** Saves profile fields (PATCH /platform/player); answers the profile. */
export function updateProfile(
  locale: string,
  fields: ProfileUpdate,
  csrfToken: string,
): Promise<PlayerProfile> {
  return browserApiClient(locale).updateProfile(fields, csrfToken)
}
