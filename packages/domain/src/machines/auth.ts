import { assertNever } from '../result'

/** Auth status (spec §3.4): unknown → pending while settings load → logged in or not. */
export type AuthStatus = 'unknown' | 'pending' | 'loggedIn' | 'notLoggedIn'

export type AuthEvent =
  | { readonly type: 'settingsRequested' }
  | { readonly type: 'profileLoaded'; readonly profile: ProfileIdentity | undefined }
  | { readonly type: 'signedOut' }
  | { readonly type: 'sessionExpired' }

export type ProfileIdentity = {
  readonly email?: string | null
  readonly auth_phone_number?: string | null
  readonly mobile_phone?: string | null
  readonly first_name?: string | null
  readonly last_name?: string | null
  readonly nickname?: string | null
}

/** Logged in means the profile has an e-mail or an auth phone (spec §3.4). */
export function isLoggedInProfile(profile: ProfileIdentity | undefined): boolean {
  return Boolean(profile?.email || profile?.auth_phone_number)
}

export function authReducer(status: AuthStatus, event: AuthEvent): AuthStatus {
  switch (event.type) {
    case 'settingsRequested':
      return status === 'unknown' ? 'pending' : status
    case 'profileLoaded':
      return isLoggedInProfile(event.profile) ? 'loggedIn' : 'notLoggedIn'
    case 'signedOut':
    case 'sessionExpired':
      return 'notLoggedIn'
    default:
      return assertNever(event)
  }
}

/** Display name: full name, then nickname, e-mail, phone (spec §3.4). */
export function displayName(profile: ProfileIdentity): string {
  const fullName = [profile.first_name, profile.last_name].filter(Boolean).join(' ')
  return (
    fullName ||
    profile.nickname ||
    profile.email ||
    profile.auth_phone_number ||
    profile.mobile_phone ||
    ''
  )
}
