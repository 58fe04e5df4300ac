/** Cookies the shell keeps (spec §3.7: consent, sidebar collapsed, theme). */
export const CONSENT_COOKIE = 'cookie_consent'
export const SIDEBAR_COOKIE = 'sidebar_collapsed'
export const THEME_COOKIE = 'theme'

export const THEMES = ['dark', 'light'] as const
export type Theme = (typeof THEMES)[number]

export function isTheme(value: string | undefined): value is Theme {
  return THEMES.some((theme) => theme === value)
}

/** The day (UTC) the deposit reminder was last shown (spec §4.13: once a day per cookie). */
export const DEPOSIT_REMINDER_COOKIE = 'deposit_reminder'
/** Set once the sign-up reminder has been shown (spec §4.13: once). */
export const SIGN_UP_REMINDER_COOKIE = 'sign_up_reminder'

/** Sent on window by the cookie banner when the visitor accepts (what waited for it loads). */
export const CONSENT_GIVEN_EVENT = 'sportsbook:consent-given'
/**
 * QA's data-provider override (spec §4.6): `type:provider` pairs (`cyber:betconstruct`); the
 * live updates of that sport type's matches from other providers are ignored.
 */
export const TEST_PROVIDER_COOKIE = 'test_provider'
