import { assertNever, err, ok, type Result } from '../result'
import { FRACTIONAL_LADDER } from './odds-ladder'
import { ODDS_SCALE, type OddsMillis } from './odds'
import { oneOf } from '../one-of'

/** The seven odds display types a player can choose (spec §5.5). */
export const ODDS_FORMATS = [
  'european',
  'british',
  'hongkong',
  'american',
  'indonesian',
  'malaysian',
  'percent',
] as const
export type OddsFormat = (typeof ODDS_FORMATS)[number]

/**
 * The format to show when the operator offers only some (spec §3.5 settings `oddsTypes`): the
 * chosen one if offered, else the first the operator offers.
 */
export function offeredOddsFormat(chosen: OddsFormat, offered: readonly OddsFormat[]): OddsFormat {
  return offered.includes(chosen) ? chosen : (offered[0] ?? chosen)
}

export type OddsFormatError = {
  readonly code: 'unreadableOdds'
  readonly text: string
  readonly format: OddsFormat
}

export const isOddsFormat = oneOf(ODDS_FORMATS)

/**
 * numerator / denominator (positive integers) rounded half up to `places` decimals, computed in
 * integers so that 1.145 shows as 0.15, never as 0.14 through a binary fraction.
 */
function roundedQuotient(numerator: number, denominator: number, places: number): string {
  const twice = 2 * numerator * 10 ** places + denominator
  const scaled = (twice - (twice % (2 * denominator))) / (2 * denominator)
  if (places === 0) return String(scaled)
  const digits = String(scaled).padStart(places + 1, '0')
  return `${digits.slice(0, -places)}.${digits.slice(-places)}`
}

const twoPlaces = (numerator: number, denominator: number): string =>
  roundedQuotient(numerator, denominator, 2)

/** The nearest rung of the conventional ladder, reduced (1.91 → [10, 11]). */
export function fractionalOdds(millis: OddsMillis): readonly [number, number] {
  let best = FRACTIONAL_LADDER[0] ?? [1, 1]
  let bestDistance = Number.POSITIVE_INFINITY
  for (const rung of FRACTIONAL_LADDER) {
    const distance = Math.abs(ODDS_SCALE + (ODDS_SCALE * rung[0]) / rung[1] - millis)
    if (distance < bestDistance) {
      best = rung
      bestDistance = distance
    }
  }
  return best
}

/**
 * Decimal odds (in millis) as the player's display type.
 * Examples for 1.91: european `1.91`, british `10/11`, hongkong `0.91`, american `-110`,
 * indonesian `-1.10`, malaysian `0.91`, percent `52.36%` (2.50: `40%`). Every type rounds half up, exactly.
 */
export function formatOdds(millis: OddsMillis, format: OddsFormat): string {
  const profit = millis - ODDS_SCALE // winnings per unit staked, in millis
  switch (format) {
    case 'european':
      return millis % 10 === 0
        ? roundedQuotient(millis, ODDS_SCALE, 2)
        : roundedQuotient(millis, ODDS_SCALE, 3)
    case 'british': {
      const [numerator, denominator] = fractionalOdds(millis)
      return `${numerator}/${denominator}`
    }
    case 'hongkong':
      return twoPlaces(profit, ODDS_SCALE)
    case 'american':
      return profit >= ODDS_SCALE
        ? `+${roundedQuotient(100 * profit, ODDS_SCALE, 0)}`
        : `-${roundedQuotient(100 * ODDS_SCALE, profit, 0)}`
    case 'indonesian':
      return profit >= ODDS_SCALE
        ? twoPlaces(profit, ODDS_SCALE)
        : `-${twoPlaces(ODDS_SCALE, profit)}`
    case 'malaysian':
      return profit <= ODDS_SCALE
        ? twoPlaces(profit, ODDS_SCALE)
        : `-${twoPlaces(ODDS_SCALE, profit)}`
    case 'percent':
      // A probability reads as people say it: 40%, 62.5%, 52.36% (never 40.00%).
      return `${twoPlaces(100 * ODDS_SCALE, millis).replace(/\.?0+$/, '')}%`
    default:
      return assertNever(format)
  }
}

/** Profit per unit (a "+x" or "x" quote) or its negative reciprocal ("-x") back to millis. */
function fromSignedQuote(value: number, perUnit: number): number {
  return value < 0
    ? ODDS_SCALE + (ODDS_SCALE * perUnit) / -value
    : ODDS_SCALE + (ODDS_SCALE * value) / perUnit
}

function decimalFrom(text: string, format: OddsFormat): number | undefined {
  const trimmed = text.trim()
  if (format === 'british') {
    const match = /^(\d+)\s*\/\s*(\d+)$/.exec(trimmed)
    if (!match) return undefined
    const denominator = Number(match[2])
    return denominator === 0
      ? undefined
      : ODDS_SCALE + (ODDS_SCALE * Number(match[1])) / denominator
  }
  const number = Number(trimmed.replace(/%$/, '').replace(/^\+/, ''))
  if (trimmed === '' || !Number.isFinite(number)) return undefined
  switch (format) {
    case 'european':
      return number * ODDS_SCALE
    case 'hongkong':
      return number < 0 ? undefined : ODDS_SCALE + number * ODDS_SCALE
    case 'american':
      return Math.abs(number) < 100 ? undefined : fromSignedQuote(number, 100)
    case 'indonesian':
    case 'malaysian':
      return number === 0 ? undefined : fromSignedQuote(number, 1)
    case 'percent':
      return number <= 0 || number >= 100 ? undefined : (100 * ODDS_SCALE) / number
    default:
      return assertNever(format)
  }
}

/** Reads odds written in a display type back into millis (nearest 1/1000), or says why not. */
export function parseOdds(text: string, format: OddsFormat): Result<OddsMillis, OddsFormatError> {
  const decimal = decimalFrom(text, format)
  if (decimal === undefined) return err({ code: 'unreadableOdds', text, format })
  const millis = Math.round(decimal)
  return millis > ODDS_SCALE ? ok(millis) : err({ code: 'unreadableOdds', text, format })
}
