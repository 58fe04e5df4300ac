import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  ODDS_FORMATS,
  formatOdds,
  offeredOddsFormat,
  fractionalOdds,
  isOddsFormat,
  parseOdds,
  type OddsFormat,
} from './odds-format'

describe('odds display types (spec §5.5)', () => {
  it.each([
    ['european', 1910, '1.91'],
    ['european', 2125, '2.125'],
    ['british', 1910, '10/11'],
    ['british', 2500, '3/2'],
    ['british', 3000, '2/1'],
    ['british', 2620, '13/8'],
    ['british', 1001, '1/100'],
    ['british', 5_000_000, '1000/1'],
    ['hongkong', 1910, '0.91'],
    ['american', 1910, '-110'],
    ['american', 2500, '+150'],
    ['american', 2000, '+100'],
    ['indonesian', 1910, '-1.10'],
    ['indonesian', 2500, '1.50'],
    ['malaysian', 1910, '0.91'],
    ['malaysian', 2500, '-0.67'],
    ['percent', 1910, '52.36%'],
    ['percent', 4000, '25%'],
    ['percent', 2500, '40%'],
    ['percent', 1000, '100%'],
  ] as const)('%s shows %i millis as %s', (format, millis, text) => {
    expect(formatOdds(millis, format)).toBe(text)
  })

  it.each([
    ['european', '1.91', 1910],
    ['british', '10/11', 1909],
    ['british', '6/4', 2500],
    ['hongkong', '0.91', 1910],
    ['american', '-110', 1909],
    ['american', '+150', 2500],
    ['american', '150', 2500],
    ['indonesian', '-1.10', 1909],
    ['indonesian', '1.50', 2500],
    ['malaysian', '0.91', 1910],
    ['malaysian', '-0.67', 2493],
    ['percent', '25%', 4000],
  ] as const)('%s reads %s back as %i millis', (format, text, millis) => {
    expect(parseOdds(text, format)).toEqual({ ok: true, value: millis })
  })

  it.each([
    ['european', '1'],
    ['european', 'abc'],
    ['british', '1/0'],
    ['british', '1.5'],
    ['hongkong', '-0.5'],
    ['american', '50'],
    ['indonesian', '0'],
    ['percent', '100'],
    ['percent', ''],
  ] as const)('%s refuses %s', (format, text) => {
    expect(parseOdds(text, format)).toEqual({
      ok: false,
      error: { code: 'unreadableOdds', text, format },
    })
  })

  // Outside 1.01–101 the 2-decimal types show 0.00 or -0.00, which is not a price.
  it('round-trips every type within its display precision from 1.01 to 101 (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1010, max: 101_000 }),
        fc.constantFrom(...ODDS_FORMATS),
        (millis, format) => {
          const shown = formatOdds(millis, format)
          const read = parseOdds(shown, format)
          expect(read.ok).toBe(true)
          if (read.ok) expect(formatOdds(read.value, format)).toBe(shown)
        },
      ),
    )
  })

  it('round-trips european exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1001, max: 1_000_000 }), (millis) => {
        expect(parseOdds(formatOdds(millis, 'european'), 'european')).toEqual({
          ok: true,
          value: millis,
        })
      }),
    )
  })

  it.each([
    ['hongkong', 1145, '0.15'],
    ['malaysian', 1145, '0.15'],
    ['indonesian', 3005, '2.01'],
    ['american', 1005, '-20000'],
    ['percent', 1600, '62.5%'],
  ] as const)('%s rounds %i millis half up to %s', (format, millis, text) => {
    expect(formatOdds(millis, format)).toBe(text)
  })

  // The exact value as a fraction and the quote it should be within half a unit of (half up:
  // shown - unit/2 <= exact < shown + unit/2). All products stay below 2^53, so Number is exact.
  const exactQuote = (millis: number, format: OddsFormat): readonly [number, number] => {
    const profit = millis - 1000
    switch (format) {
      case 'european':
      case 'british':
        return [millis, 1000]
      case 'hongkong':
        return [profit, 1000]
      case 'american':
        return profit >= 1000 ? [100 * profit, 1000] : [100_000, profit]
      case 'indonesian':
        return profit >= 1000 ? [profit, 1000] : [1000, profit]
      case 'malaysian':
        return profit <= 1000 ? [profit, 1000] : [1000, profit]
      case 'percent':
        return [100_000, millis]
    }
  }

  it('shows every price from 1.001 to 1000.000 as the exact quotient rounded half up', () => {
    const wrong: string[] = []
    const formats = ODDS_FORMATS.filter((format) => format !== 'british')
    for (let millis = 1001; millis <= 1_000_000; millis += 1) {
      for (const format of formats) {
        const shown = formatOdds(millis, format)
        const digits = /^[-+]?(\d+)(?:\.(\d+))?%?$/.exec(shown)
        // A percentage drops trailing zeros (40%, 62.5%): read it back with its two places.
        const fraction =
          format === 'percent' ? (digits?.[2] ?? '').padEnd(2, '0') : (digits?.[2] ?? '')
        const places = fraction.length
        const scaled = Number(`${digits?.[1] ?? 'NaN'}${fraction}`)
        const [numerator, denominator] = exactQuote(millis, format)
        const exact2 = 2 * numerator * 10 ** places // twice the exact value, times 10^places, times denominator
        const within =
          (2 * scaled - 1) * denominator <= exact2 && exact2 < (2 * scaled + 1) * denominator
        const precise =
          format === 'european'
            ? scaled * 10 ** (3 - places) === millis
            : places === (format === 'american' ? 0 : 2) && !/\.\d*0%$/.test(shown)
        if (!within || !precise) wrong.push(`${format} ${millis} → ${shown}`)
        if (wrong.length > 10) break
      }
    }
    expect(wrong).toEqual([])
  })

  it('picks the nearest ladder rung', () => {
    expect(fractionalOdds(1950)).toEqual([20, 21])
    expect(isOddsFormat('american')).toBe(true)
    expect(isOddsFormat('roman')).toBe(false)
  })
})

describe('the odds formats an operator offers', () => {
  it('keep the chosen format when offered, else show the first offered', () => {
    expect(offeredOddsFormat('american', ['european', 'american'])).toBe('american')
    expect(offeredOddsFormat('percent', ['european', 'american'])).toBe('european')
  })
})
