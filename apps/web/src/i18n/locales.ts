/** Supported locales, in configuration order: the first is the default (spec §2). */
export const LOCALES = ['en', 'da', 'de', 'es', 'no', 'pt-BR', 'ru', 'sv', 'tr'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = LOCALES[0]

export function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value)
}
