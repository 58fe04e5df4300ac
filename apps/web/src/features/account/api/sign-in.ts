import type { PlayerProfile } from '@sportsbook/contracts'
import { browserRequest } from '@/lib/browser-api'
import { signIn as apiSignIn } from '@sportsbook/contracts/calls'

/** Signs in (POST /platform/users/sign_in): a new session; answers the profile. */
export function signIn(locale: string, email: string, password: string): Promise<PlayerProfile> {
  return apiSignIn(browserRequest(locale), email, password)
}
