import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ODDS_FORMATS, formatOdds, fractionalOdds, isOddsFormat, parseOdds } from './odds-format'

describe('odds display types (spec §5)', () => {
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
    ['percent', 4000, '25.00%'],
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

  it('picks the nearest ladder rung', () => {
    expect(fractionalOdds(1950)).toEqual([20, 21])
    expect(isOddsFormat('american')).toBe(true)
    expect(isOddsFormat('roman')).toBe(false)
  })
})
