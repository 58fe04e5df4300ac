import type { PlayerProfile, ProfileUpdate } from '@sportsbook/contracts'
import { browserRequest } from '@/lib/browser-api'
import { updateProfile as apiUpdateProfile } from '@sportsbook/contracts/calls'

/** Saves profile fields (PATCH /platform/player); answers the profile. */
export function updateProfile(
  locale: string,
  fields: ProfileUpdate,
  csrfToken: string,
): Promise<PlayerProfile> {
  return apiUpdateProfile(browserRequest(locale), fields, csrfToken)
}
