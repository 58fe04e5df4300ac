import { DEFAULT_LOCALE, resolveLocale } from '@sportsbook/domain'

/**
 * The locale of a request from its Accept-Language header: the first language (by q) that
 * the domain's aliases map to a supported locale, else the default. `de-AT,de;q=0.9` → `de`.
 */
export function requestLocale(acceptLanguage: string | undefined): string {
  if (!acceptLanguage) return DEFAULT_LOCALE
  const ranked = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean)
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index }
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
  for (const { tag } of ranked) {
    const locale = resolveLocale(tag)
    if (locale) return locale
  }
  return DEFAULT_LOCALE
}
