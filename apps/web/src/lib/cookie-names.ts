/** Cookies the shell keeps (spec §3: consent, sidebar collapsed, theme). */
export const CONSENT_COOKIE = 'cookie_consent'
export const SIDEBAR_COOKIE = 'sidebar_collapsed'
export const THEME_COOKIE = 'theme'

export const THEMES = ['dark', 'light'] as const
export type Theme = (typeof THEMES)[number]

export function isTheme(value: string | undefined): value is Theme {
  return THEMES.some((theme) => theme === value)
}
