import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  MARKET_STATUS,
  formatSpecifier,
  isMarketListed,
  isMarketOpen,
  listedMarkets,
  parseSpecifier,
  specifierValue,
} from './market'
import { EVENT_STATUS, isFinishedStatus, isLiveStatus, isOpenForBetsStatus } from './match-status'

describe('market status (spec §4)', () => {
  it('takes bets only when open (1)', () => {
    expect(isMarketOpen(MARKET_STATUS.open)).toBe(true)
    for (const status of [-1, 0, -2, -3, -4]) expect(isMarketOpen(status)).toBe(false)
  })

  it('drops status 0 from lists but keeps suspended markets', () => {
    const markets = [
      { id: 'a', status: 1 },
      { id: 'b', status: 0 },
      { id: 'c', status: -1 },
    ]
    expect(listedMarkets(markets).map((m) => m.id)).toEqual(['a', 'c'])
    expect(isMarketListed(-4)).toBe(true)
  })
})

describe('specifiers', () => {
  it('parses and formats hcp=-1.5|total=2.5', () => {
    const parsed = parseSpecifier('hcp=-1.5|total=2.5')
    expect(parsed).toEqual({
      ok: true,
      value: [
        ['hcp', '-1.5'],
        ['total', '2.5'],
      ],
    })
    if (parsed.ok) {
      expect(formatSpecifier(parsed.value)).toBe('hcp=-1.5|total=2.5')
      expect(specifierValue(parsed.value, 'total')).toBe('2.5')
      expect(specifierValue(parsed.value, 'x')).toBeUndefined()
    }
    expect(parseSpecifier('')).toEqual({ ok: true, value: [] })
  })

  it.each(['hcp', 'hcp=', '=1', 'a=1|a=2', 'a=1||b=2', 'a=1=2'])('refuses %s', (text) => {
    expect(parseSpecifier(text)).toEqual({ ok: false, error: { code: 'invalidSpecifier', text } })
  })

  it('round-trips (property)', () => {
    const key = fc.stringMatching(/^[a-z][a-z_]{0,8}$/)
    const value = fc.stringMatching(/^[-\w.:]{1,8}$/)
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.tuple(key, value), { selector: ([k]) => k, maxLength: 4 }),
        (pairs) => {
          expect(parseSpecifier(formatSpecifier(pairs))).toEqual({ ok: true, value: pairs })
        },
      ),
    )
  })
})

describe('event status (spec §3)', () => {
  it.each([
    [EVENT_STATUS.prematch, false, false, true],
    [EVENT_STATUS.live, true, false, true],
    [EVENT_STATUS.stopped, true, false, false],
    [EVENT_STATUS.closed, false, true, false],
    [EVENT_STATUS.finished, false, true, false],
    [EVENT_STATUS.notCovered, false, false, false],
  ])('status %i: live %s, finished %s, open for bets %s', (status, live, finished, open) => {
    expect(isLiveStatus(status)).toBe(live)
    expect(isFinishedStatus(status)).toBe(finished)
    expect(isOpenForBetsStatus(status)).toBe(open)
  })
})
