import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { CURRENCIES, currencyOf, subunitsPerUnit } from './currency'
import { displayUnitsText, formatMoney, money, parseUnits, unitsText } from './money'

const { EUR, BTC, JPY } = CURRENCIES

describe('money', () => {
  it('refuses fractional subunits, NaN, negatives and unknown currencies', () => {
    expect(money(12.5, 'EUR')).toEqual({
      ok: false,
      error: { code: 'notSafeInteger', subunits: 12.5 },
    })
    expect(money(Number.NaN, 'EUR').ok).toBe(false)
    expect(money(-1, 'EUR')).toEqual({ ok: false, error: { code: 'negativeAmount', subunits: -1 } })
    expect(money(100, 'XYZ')).toEqual({
      ok: false,
      error: { code: 'unknownCurrency', currency: 'XYZ' },
    })
    expect(money(100, 'EUR')).toEqual({ ok: true, value: { subunits: 100, currency: 'EUR' } })
  })

  it('knows fiat from crypto decimals (decision: fiat 2, crypto 8)', () => {
    expect(subunitsPerUnit(EUR)).toBe(100)
    expect(subunitsPerUnit(BTC)).toBe(100_000_000)
    expect(JPY.displayDecimals).toBe(0)
    expect(currencyOf('toString').ok).toBe(false)
  })

  it('writes subunits as exact units', () => {
    expect(unitsText(1250, EUR)).toBe('12.50')
    expect(unitsText(5, EUR)).toBe('0.05')
    expect(unitsText(-5, EUR)).toBe('-0.05')
    expect(unitsText(5, BTC)).toBe('0.00000005')
    expect(unitsText(700, JPY)).toBe('700')
  })

  it('parses typed units exactly, with comma or dot, refusing extra decimals', () => {
    expect(parseUnits('12.5', EUR)).toEqual({ ok: true, value: 1250 })
    expect(parseUnits(' 12,50 ', EUR)).toEqual({ ok: true, value: 1250 })
    expect(parseUnits('0.1', EUR)).toEqual({ ok: true, value: 10 })
    expect(parseUnits('3.', EUR)).toEqual({ ok: true, value: 300 })
    expect(parseUnits('1.23456789', BTC)).toEqual({ ok: true, value: 123_456_789 })
    expect(parseUnits('1.001', EUR)).toEqual({
      ok: false,
      error: { code: 'tooManyDecimals', text: '1.001', maxDecimals: 2 },
    })
    expect(parseUnits('1.100', EUR)).toEqual({ ok: true, value: 110 })
    expect(parseUnits('-1', EUR).ok).toBe(false)
    expect(parseUnits('abc', EUR).ok).toBe(false)
    expect(parseUnits('99999999999999999999', EUR).ok).toBe(false)
  })

  it('round-trips subunits through units text (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
        fc.constantFrom(EUR, BTC, JPY),
        (n, c) => {
          expect(parseUnits(unitsText(n, c), c)).toEqual({ ok: true, value: n })
        },
      ),
    )
  })

  it('rounds display down to the display decimals', () => {
    expect(displayUnitsText(1999, EUR)).toBe('19.99')
    expect(displayUnitsText(123_456_789, BTC)).toBe('1.23456789')
    expect(displayUnitsText(700, JPY)).toBe('700')
  })

  it('formats for a locale with Intl', () => {
    expect(formatMoney({ subunits: 1250, currency: 'EUR' }, 'en')).toBe('€12.50')
    expect(formatMoney({ subunits: 123_456, currency: 'EUR' }, 'de')).toBe('1.234,56\u00a0€')
    expect(formatMoney({ subunits: 150_000_000, currency: 'BTC' }, 'en')).toBe('1.50000000 BTC')
    expect(formatMoney({ subunits: 1, currency: 'XYZ' }, 'en')).toBe('1 XYZ')
  })

  it('keeps one format per locale and currency: each amount still reads in its own', () => {
    for (let round = 0; round < 2; round += 1) {
      expect(formatMoney({ subunits: 1250, currency: 'EUR' }, 'de')).toBe('12,50\u00a0€')
      expect(formatMoney({ subunits: 1250, currency: 'EUR' }, 'en')).toBe('€12.50')
      expect(formatMoney({ subunits: 1250, currency: 'USD' }, 'en')).toBe('$12.50')
      expect(formatMoney({ subunits: 150_000_000, currency: 'BTC' }, 'de')).toBe('1,50000000 BTC')
    }
  })

  it('never loses precision formatting large amounts (Intl gets a decimal string)', () => {
    expect(formatMoney({ subunits: 9_007_199_254_740_991, currency: 'EUR' }, 'en')).toBe(
      '€90,071,992,547,409.91',
    )
  })
})
