import { oneOf } from '../one-of'
/** Supported locales in configuration order; the first is the default (spec §2.7). */
export const LOCALES = ['en', 'da', 'de', 'es', 'no', 'pt-BR', 'ru', 'sv', 'tr'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = LOCALES[0]

/** Right-to-left languages, used only when the feature flag is on (spec §2.7). */
export const RTL_LOCALES = ['ar', 'he', 'fa', 'ur'] as const

/**
 * Aliases of spec §2.1 (br → pt-BR, sr → sr-ME) and the usual regional and legacy codes.
 * Keys are lower case.
 */
const LOCALE_ALIASES: Readonly<Record<string, string>> = {
  br: 'pt-BR',
  pt: 'pt-BR',
  sr: 'sr-ME',
  nb: 'no',
  nn: 'no',
}

export const isLocale = oneOf(LOCALES)
const isRtlLanguage = oneOf(RTL_LOCALES)

export function isRtlLocale(locale: string): boolean {
  const language = locale.split('-')[0]?.toLowerCase() ?? ''
  return isRtlLanguage(language)
}

/**
 * Maps any language code to a supported one, or undefined: exact (case-insensitive) match,
 * then an alias, then the language of a regional code (`de-AT` → `de`, `pt-PT` → `pt-BR`).
 */
export function resolveLocale(
  code: string,
  supported: readonly string[] = LOCALES,
): string | undefined {
  const lower = code.trim().toLowerCase()
  const exact = supported.find((locale) => locale.toLowerCase() === lower)
  if (exact) return exact
  const alias = LOCALE_ALIASES[lower]
  if (alias && supported.includes(alias)) return alias
  const language = lower.split(/[-_]/)[0] ?? ''
  if (language !== lower) return resolveLocale(language, supported)
  return undefined
}
