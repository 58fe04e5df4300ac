import type { SystemData } from '@sportsbook/contracts'
import {
  CURRENCIES,
  DEFAULT_LOCALE,
  LOCALES,
  SIGN_UP_COUNTRIES,
  SUBCURRENCIES,
  isCurrencyCode,
  subunitsPerUnit,
  type CurrencyCode,
  type ProfileField,
} from '@sportsbook/domain'

export type SystemPolicy = {
  readonly requiredFields: readonly ProfileField[]
  readonly blockedCountries: readonly string[]
  readonly defaultCurrency: CurrencyCode
}

/** The system data of spec §3.9 for a visitor whose country the edge reported (or not). */
export function systemData(policy: SystemPolicy, userCountry: string | null): SystemData {
  return {
    locales: [...LOCALES],
    default_locale: DEFAULT_LOCALE,
    player_fields: [...policy.requiredFields],
    currencies: Object.entries(CURRENCIES).map(([code, currency]) => ({
      code,
      fiat: currency.fiat,
      subunits: subunitsPerUnit(currency),
      subcurrencies: [...(isCurrencyCode(code) ? (SUBCURRENCIES[code] ?? []) : [])],
    })),
    default_currency: policy.defaultCurrency,
    countries: [...SIGN_UP_COUNTRIES],
    blocked_countries: [...policy.blockedCountries],
    user_country: userCountry,
  }
}
