import type { PlayerProfile } from '@sportsbook/contracts'
import { browserApiClient } from '@/lib/browser-api'

/** Signs in (POST /platform/users/sign_in): a new session; answers the profile. */
export function signIn(locale: string, email: string, password: string): Promise<PlayerProfile> {
  return browserApiClient(locale).signIn(email, password)
}
