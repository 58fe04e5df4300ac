import { MARKET } from '@sportsbook/feed'
import { describe, expect, it } from 'vitest'
import { mapUofMarket, unmappedCounter } from './market-mapping'

const market = (id: number, raw: string, outcomes: string[]) => {
  const values: Record<string, string> = {}
  for (const pair of raw.split('|').filter(Boolean)) {
    const [key = '', value = ''] = pair.split('=')
    values[key] = value
  }
  return { id, specifiers: { raw, values }, outcomes: outcomes.map((outcome) => ({ id: outcome })) }
}

describe('UOF markets in our catalogue (issue 40)', () => {
  it('maps the markets our table describes, with the specifiers their names need', () => {
    expect(mapUofMarket(market(1, '', ['1', '2', '3']))).toEqual({
      ok: true,
      market: { marketId: MARKET.threeWay, specifier: '' },
    })
    expect(mapUofMarket(market(18, 'total=2.5', ['12', '13']))).toEqual({
      ok: true,
      market: { marketId: MARKET.total, specifier: 'total=2.5' },
    })
    expect(mapUofMarket(market(16, 'hcp=1:0', ['1714', '1715']))).toMatchObject({
      market: { marketId: MARKET.handicap, specifier: 'hcp=1:0' },
    })
    // E-sports and tennis winners (186), outrights whose outcomes come with the event.
    expect(mapUofMarket(market(186, '', ['4', '5']))).toMatchObject({ ok: true })
    expect(mapUofMarket(market(534, '', ['sr:competitor:7']))).toMatchObject({ ok: true })
  })

  it('keeps out an unknown market, a line without its specifier, an outcome it does not know', () => {
    expect(mapUofMarket(market(999_999, '', ['1']))).toEqual({
      ok: false,
      reason: 'unknownMarket',
      detail: '999999',
    })
    expect(mapUofMarket(market(18, '', ['12', '13']))).toEqual({
      ok: false,
      reason: 'missingSpecifier',
      detail: '18: total',
    })
    expect(mapUofMarket(market(1, '', ['1', '7']))).toEqual({
      ok: false,
      reason: 'unknownOutcome',
      detail: '1: outcome 7',
    })
  })

  it('counts what it kept out for the report, most frequent first', () => {
    const unmapped = unmappedCounter()
    unmapped.count(999, 'unknownMarket')
    unmapped.count(18, 'missingSpecifier')
    unmapped.count(999, 'unknownMarket')
    expect(unmapped.report()).toEqual([
      { marketId: '999', reason: 'unknownMarket', count: 2 },
      { marketId: '18', reason: 'missingSpecifier', count: 1 },
    ])
  })
})
