import { oneOf } from '../one-of'

/**
 * Profile fields an operator can require (spec §3.4 `auth_fields_missed`, §5 "missing deposit
 * fields"). The names are the profile's. A mobile phone comes from phone verification; the
 * others the player types.
 */
export const PROFILE_FIELDS = [
  'first_name',
  'last_name',
  'nickname',
  'mobile_phone',
  'municipality',
] as const
export type ProfileField = (typeof PROFILE_FIELDS)[number]

/** The fields a player fills in by typing (PATCH /platform/player). */
export const TYPED_PROFILE_FIELDS = ['first_name', 'last_name', 'nickname', 'municipality'] as const
export type TypedProfileField = (typeof TYPED_PROFILE_FIELDS)[number]

/** The longest name, nickname included, a profile keeps. */
export const PROFILE_NAME_MAX_LENGTH = 60

export const isProfileField = oneOf(PROFILE_FIELDS)
export const isTypedProfileField = oneOf(TYPED_PROFILE_FIELDS)

/** The required fields the profile has no value for (blank counts as none), in `required`'s order. */
export function missingProfileFields(
  profile: Readonly<Partial<Record<ProfileField, string | null>>>,
  required: readonly ProfileField[],
): ProfileField[] {
  return required.filter((field) => !profile[field]?.trim())
}

/**
 * Why a player may not move money yet: what the web's terms and profile dialogs ask. A missing
 * municipality an operator requires (Brazil's) is its own problem: spec §8.1's code 118.
 */
export type StandingProblem = 'terms_not_accepted' | 'profile_incomplete' | 'municipality_not_found'

/**
 * The one rule for "may this player deposit or bet?" beyond limits: the current terms accepted
 * and every required profile field filled in. The web asks in dialogs; the api enforces it.
 */
export function standingProblem(
  player: Readonly<Partial<Record<ProfileField, string | null>>> & {
    readonly terms_version: string | null
  },
  policy: { readonly termsVersion: string; readonly requiredFields: readonly ProfileField[] },
): StandingProblem | undefined {
  if (player.terms_version !== policy.termsVersion) return 'terms_not_accepted'
  const missing = missingProfileFields(player, policy.requiredFields)
  if (missing.some((field) => field !== 'municipality')) return 'profile_incomplete'
  if (missing.length > 0) return 'municipality_not_found'
  return undefined
}
