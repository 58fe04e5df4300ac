/**
 * Rules of the sign-up and password forms (spec §5 leaves them "not shown"; decided here,
 * shared by the web forms and the api): NIST-style length rules plus one letter and one digit.
 */
export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_MAX_LENGTH = 128
export const EMAIL_MAX_LENGTH = 254

export type PasswordProblem = 'tooShort' | 'tooLong' | 'needsLetterAndDigit' | 'sameAsEmail'

/** What is wrong with a password, in the order a form shows it; empty when it is fine. */
export function passwordProblems(password: string, email = ''): PasswordProblem[] {
  const problems: PasswordProblem[] = []
  if (password.length < PASSWORD_MIN_LENGTH) problems.push('tooShort')
  if (password.length > PASSWORD_MAX_LENGTH) problems.push('tooLong')
  if (!/\p{L}/u.test(password) || !/\p{N}/u.test(password)) problems.push('needsLetterAndDigit')
  if (email !== '' && password.toLowerCase() === normalizeEmail(email)) problems.push('sameAsEmail')
  return problems
}

/** E-mail addresses compare case-insensitively and without surrounding spaces. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase()
}

/** Deliberately loose: one @, something on each side, a dot in the domain, no spaces. */
export function isEmail(email: string): boolean {
  const normalized = normalizeEmail(email)
  return normalized.length <= EMAIL_MAX_LENGTH && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(normalized)
}

/** Repeated failed sign-ins lock the account until it is unlocked by the e-mailed token. */
export const MAX_FAILED_SIGN_INS = 5

/**
 * Sign-in attempts for one e-mail address per minute, from any number of addresses (next to
 * the per-address limit): slows a botnet's guessing on one account below the lockout's pace.
 */
export const MAX_SIGN_INS_PER_ACCOUNT_PER_MINUTE = 10

/**
 * Countries a player can sign up from in the reference back end (ISO 3166-1 alpha-2), shown by
 * name in the player's language. An operator's list comes from its licences; blocked ones
 * (BLOCKED_COUNTRIES) are refused by the api whatever the list says.
 */
export const SIGN_UP_COUNTRIES = [
  'AT',
  'BE',
  'BR',
  'CA',
  'CH',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GB',
  'GR',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'NO',
  'NZ',
  'PL',
  'PT',
  'RU',
  'SE',
  'TR',
  'US',
] as const
