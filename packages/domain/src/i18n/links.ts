import { DEFAULT_LOCALE, LOCALES } from './locales'

/** The fixed base path of every sportsbook page (spec §2.1). */
export const BASE_PATH = '/sports'

export type LinkConfig = {
  /** Configured locales; the first one is the default and has no prefix. */
  readonly locales: readonly string[]
  /** When the configuration requires the locale in every URL. */
  readonly localeRequired: boolean
}

export const DEFAULT_LINK_CONFIG: LinkConfig = { locales: LOCALES, localeRequired: false }

const EXTERNAL = /^(https?:|sms:|mailto:)/i

/** Locale prefix of a URL, or '' for the default locale when it may be omitted. */
export function localePrefix(locale: string, config: LinkConfig = DEFAULT_LINK_CONFIG): string {
  const first = config.locales[0] ?? DEFAULT_LOCALE
  return locale === first && !config.localeRequired ? '' : `/${locale}`
}

/**
 * An internal link: locale prefix (unless the default locale), `/sports`, then the path.
 * `sportsLink('/live', 'de')` → `/de/sports/live`; `sportsLink('/', 'en')` → `/sports`.
 * Links starting with http, sms: or mailto: are returned unchanged.
 */
export function sportsLink(
  path: string,
  locale: string,
  config: LinkConfig = DEFAULT_LINK_CONFIG,
): string {
  if (EXTERNAL.test(path)) return path
  const tail = path === '/' || path === '' ? '' : path.startsWith('/') ? path : `/${path}`
  return `${localePrefix(locale, config)}${BASE_PATH}${tail}`
}

/**
 * The same page in another language: the locale segment is replaced (or added, or removed
 * for the default locale) and the query and hash are kept (spec §2.1).
 * `switchLocaleUrl('/de/sports/live?x=1#a', 'es')` → `/es/sports/live?x=1#a`.
 */
export function switchLocaleUrl(
  url: string,
  locale: string,
  config: LinkConfig = DEFAULT_LINK_CONFIG,
): string {
  const match = /^([^?#]*)(.*)$/.exec(url)
  const pathname = match?.[1] ?? ''
  const rest = match?.[2] ?? ''
  const segments = pathname.split('/')
  const first = segments[1] ?? ''
  const withoutLocale = config.locales.includes(first)
    ? `/${segments.slice(2).join('/')}`
    : pathname
  const underBase = withoutLocale.startsWith(BASE_PATH)
    ? withoutLocale.slice(BASE_PATH.length)
    : withoutLocale
  return `${sportsLink(underBase || '/', locale, config)}${rest}`
}
