// The locale rules live in the domain package; the web app re-exports what its routes use.
export { DEFAULT_LOCALE, LOCALES, isLocale, type Locale } from '@sportsbook/domain'
