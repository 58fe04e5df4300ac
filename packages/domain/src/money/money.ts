import { err, ok, type Result } from '../result'
import { currencyOf, type Currency, type CurrencyError } from './currency'

/** An amount: an integer number of subunits of a currency. Never a float. */
export type Money = { readonly subunits: number; readonly currency: string }

/**
 * The most any one amount a player sends may be (a stake, a limit): 10,000,000,000.00 of a
 * two-decimal currency, 10,000 BTC. Far above any real bet, and low enough that a stake times
 * the highest odds stays an exact number.
 */
export const MAX_AMOUNT_SUBUNITS = 1_000_000_000_000

export type MoneyError =
  | CurrencyError
  | { readonly code: 'notSafeInteger'; readonly subunits: number }
  | { readonly code: 'negativeAmount'; readonly subunits: number }
  | { readonly code: 'invalidAmountText'; readonly text: string }
  | { readonly code: 'tooManyDecimals'; readonly text: string; readonly maxDecimals: number }

/** Builds a non-negative amount, refusing fractional subunits, NaN and unknown currencies. */
export function money(subunits: number, currency: string): Result<Money, MoneyError> {
  const known = currencyOf(currency)
  if (!known.ok) return known
  if (!Number.isSafeInteger(subunits)) return err({ code: 'notSafeInteger', subunits })
  if (subunits < 0) return err({ code: 'negativeAmount', subunits })
  return ok({ subunits, currency })
}

/**
 * Subunits as an exact decimal string of units, with all the currency's decimals:
 * `unitsText(1250, EUR)` → `'12.50'`, `unitsText(5, BTC)` → `'0.00000005'`.
 */
export function unitsText(subunits: number, currency: Currency): string {
  const sign = subunits < 0 ? '-' : ''
  const digits = Math.abs(subunits)
    .toString()
    .padStart(currency.exponent + 1, '0')
  if (currency.exponent === 0) return sign + digits
  const cut = digits.length - currency.exponent
  return `${sign}${digits.slice(0, cut)}.${digits.slice(cut)}`
}

/**
 * Parses what a player typed as units into subunits, exactly (no float): `'12.5'` → 1250 EUR
 * subunits. A comma is accepted as the decimal separator; more decimals than the currency
 * holds are refused rather than rounded, so a stake is never silently changed.
 */
export function parseUnits(text: string, currency: Currency): Result<number, MoneyError> {
  const trimmed = text.trim().replace(',', '.')
  const match = /^(\d+)(?:\.(\d*))?$/.exec(trimmed)
  if (!match) return err({ code: 'invalidAmountText', text })
  const whole = match[1] ?? '0'
  const fraction = (match[2] ?? '').replace(/0+$/, '')
  if (fraction.length > currency.exponent) {
    return err({ code: 'tooManyDecimals', text, maxDecimals: currency.exponent })
  }
  const subunits =
    BigInt(whole) * 10n ** BigInt(currency.exponent) +
    BigInt(fraction.padEnd(currency.exponent, '0') || '0')
  if (subunits > BigInt(Number.MAX_SAFE_INTEGER))
    return err({ code: 'notSafeInteger', subunits: Number(subunits) })
  return ok(Number(subunits))
}

/**
 * Subunits as a decimal string rounded down to the currency's display decimals
 * (`displayUnitsText(123456789, BTC)` → `'1.23456789'`; `displayUnitsText(1999, EUR)` → `'19.99'`).
 */
export function displayUnitsText(subunits: number, currency: Currency): string {
  const hidden = currency.exponent - currency.displayDecimals
  const step = 10 ** hidden
  const shown = subunits - (subunits % step)
  const full = unitsText(shown, currency)
  return hidden === 0 ? full : full.slice(0, full.length - hidden).replace(/\.$/, '')
}

/** A localized amount with its currency, e.g. `€12.50` (en) or `12,50 €` (de). */
export function formatMoney(amount: Money, locale: string): string {
  const currency = currencyOf(amount.currency)
  if (!currency.ok) return `${String(amount.subunits)} ${amount.currency}`
  const text = displayUnitsText(amount.subunits, currency.value)
  if (!isNumericText(text)) return `${text} ${currency.value.code}`
  const formatted = moneyFormat(locale, currency.value).format(text)
  // Intl knows ISO 4217 codes only; crypto amounts are shown as number + code.
  return currency.value.fiat ? formatted : `${formatted} ${currency.value.code}`
}

/**
 * One `Intl.NumberFormat` per locale and currency, kept: making one costs far more than
 * formatting with it, and a slip formats dozens of amounts on every change.
 */
const MONEY_FORMATS = new Map<string, Intl.NumberFormat>()

function moneyFormat(locale: string, currency: Currency): Intl.NumberFormat {
  const key = `${locale} ${currency.code}`
  let format = MONEY_FORMATS.get(key)
  if (!format) {
    const { displayDecimals, fiat, code } = currency
    format = new Intl.NumberFormat(locale, {
      minimumFractionDigits: displayDecimals,
      maximumFractionDigits: displayDecimals,
      roundingMode: 'trunc',
      ...(fiat && { style: 'currency', currency: code }),
    })
    MONEY_FORMATS.set(key, format)
  }
  return format
}

/** Intl formats a decimal string exactly; this tells TypeScript the string is one. */
function isNumericText(text: string): text is `${number}` {
  return /^-?\d+(\.\d+)?$/.test(text)
}
