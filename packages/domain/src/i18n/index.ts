export {
  DEFAULT_LOCALE,
  LOCALES,
  RTL_LOCALES,
  isLocale,
  isRtlLocale,
  resolveLocale,
  type Locale,
} from './locales'

export {
  BASE_PATH,
  DEFAULT_LINK_CONFIG,
  localePrefix,
  sportsLink,
  switchLocaleUrl,
  type LinkConfig,
} from './links'

export {
  SEARCH_QUERY_MAX,
  SEARCH_QUERY_MIN,
  checkSearchQuery,
  type SearchQueryError,
} from './text-rules'
