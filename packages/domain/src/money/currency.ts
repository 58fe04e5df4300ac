import { err, ok, type Result } from '../result'

/**
 * A currency the sportsbook can hold. `exponent` is the number of decimal places of one
 * subunit (EUR 2: 1 subunit = 0.01 EUR); `displayDecimals` is how many decimals amounts show.
 *
 * Decision (spec §9 leaves the decimal counts open): fiat shows 2 decimals, or fewer when
 * the currency has fewer (JPY 0); crypto is held in 1e-8 subunits (satoshi for BTC) and shows
 * 8 decimals. All crypto uses exponent 8 so that an amount always fits a safe integer.
 */
export type Currency = {
  readonly code: string
  readonly fiat: boolean
  readonly exponent: number
  readonly displayDecimals: number
}

export const FIAT_DISPLAY_DECIMALS = 2
export const CRYPTO_DISPLAY_DECIMALS = 8

function fiat(code: string, exponent = 2): Currency {
  return { code, fiat: true, exponent, displayDecimals: Math.min(exponent, FIAT_DISPLAY_DECIMALS) }
}
function crypto(code: string): Currency {
  return { code, fiat: false, exponent: 8, displayDecimals: CRYPTO_DISPLAY_DECIMALS }
}

/** The currencies the reference back end offers; an operator's list comes from system data. */
export const CURRENCIES = {
  EUR: fiat('EUR'),
  USD: fiat('USD'),
  GBP: fiat('GBP'),
  BRL: fiat('BRL'),
  DKK: fiat('DKK'),
  NOK: fiat('NOK'),
  SEK: fiat('SEK'),
  TRY: fiat('TRY'),
  RUB: fiat('RUB'),
  JPY: fiat('JPY', 0),
  BTC: crypto('BTC'),
  ETH: crypto('ETH'),
  USDT: crypto('USDT'),
} as const satisfies Record<string, Currency>

export type CurrencyCode = keyof typeof CURRENCIES

export type CurrencyError = { readonly code: 'unknownCurrency'; readonly currency: string }

export function isCurrencyCode(code: string): code is CurrencyCode {
  return Object.hasOwn(CURRENCIES, code)
}

/** Looks a currency up by its code (`'EUR'`), or says it is unknown. */
export function currencyOf(code: string): Result<Currency, CurrencyError> {
  return isCurrencyCode(code)
    ? ok(CURRENCIES[code])
    : err({ code: 'unknownCurrency', currency: code })
}

/** Subunits in one unit: 100 for EUR, 100 000 000 for BTC. */
export function subunitsPerUnit(currency: Currency): number {
  return 10 ** currency.exponent
}

/** A smaller denomination a wallet may show an amount in: subunits of its currency per one. */
export type Subcurrency = { readonly code: string; readonly subunits: number }

/**
 * The denominations of spec §3.6 system data ("subcurrencies with subunits"): a thousandth of
 * the crypto currencies, as wallets show small amounts. Fiat has none.
 */
export const SUBCURRENCIES: Readonly<Partial<Record<CurrencyCode, readonly Subcurrency[]>>> = {
  BTC: [{ code: 'mBTC', subunits: 100_000 }],
  ETH: [{ code: 'mETH', subunits: 100_000 }],
}
