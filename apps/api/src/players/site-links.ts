import { DEFAULT_LOCALE, LOCALES, resolveLocale, sportsLink } from '@sportsbook/domain'

/**
 * An e-mailed link to a page of the web app (its /sports routes open the matching dialog), on
 * the configured site address and in the player's language — never on the Host or
 * X-Forwarded-* headers of the request that asked for it, which a client writes. The locale is
 * always in the path: the web redirects the default one to its unprefixed address.
 */
export function siteLink(site: URL, language: string, path: string): string {
  const locale = resolveLocale(language, LOCALES) ?? DEFAULT_LOCALE
  return new URL(sportsLink(path, locale, { locales: LOCALES, localeRequired: true }), site).href
}
