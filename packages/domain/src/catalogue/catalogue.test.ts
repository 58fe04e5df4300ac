import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  MARKET_STATUS,
  formatSpecifier,
  groupMarkets,
  isMarketListed,
  isMarketOpen,
  listedMarkets,
  parseSpecifier,
  specifierValue,
} from './market'
import { advanceClock, clockText, countDownClock, runningClock } from './match-clock'
import { EVENT_STATUS, isFinishedStatus, isLiveStatus, isOpenForBetsStatus } from './match-status'

describe('market status (spec §4.4)', () => {
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

describe('event status (spec §3.1)', () => {
  it.each([
    [EVENT_STATUS.prematch, false, false, true],
    [EVENT_STATUS.live, true, false, true],
    [EVENT_STATUS.stopped, false, false, false],
    [EVENT_STATUS.closed, false, true, false],
    [EVENT_STATUS.finished, false, true, false],
    [EVENT_STATUS.notCovered, false, false, false],
  ])('status %i: live %s, finished %s, open for bets %s', (status, live, finished, open) => {
    expect(isLiveStatus(status)).toBe(live)
    expect(isFinishedStatus(status)).toBe(finished)
    expect(isOpenForBetsStatus(status)).toBe(open)
  })
})

describe('groupMarkets (match page tabs)', () => {
  const market = (
    id: string,
    specifier: string,
    priority: number,
    groups: string[],
    extra: { most_balanced?: boolean; status?: number } = {},
  ) => ({
    id,
    specifier,
    priority,
    market_groups: groups,
    most_balanced: extra.most_balanced ?? false,
    status: extra.status ?? 1,
  })

  it('orders groups and market types by priority, most balanced line first, status 0 dropped', () => {
    const markets = [
      market('18', 'total=1.5', 3, ['all', 'totals']),
      market('18', 'total=2.5', 4, ['all', 'totals'], { most_balanced: true }),
      market('18', 'total=3.5', 5, ['all', 'totals']),
      market('1', '', 1, ['all', 'main']),
      market('16', 'hcp=-1', 6, ['all', 'handicaps'], { status: 0 }),
      market('10', '', 2, ['all', 'main'], { status: -1 }),
    ]
    const groups = groupMarkets(markets)
    expect(groups.map((g) => g.key)).toEqual(['all', 'main', 'totals'])
    expect(groups[0]?.markets.map((m) => m.id)).toEqual(['1', '10', '18'])
    expect(groups[2]?.markets[0]?.lines.map((l) => l.specifier)).toEqual([
      'total=2.5',
      'total=1.5',
      'total=3.5',
    ])
  })

  it('puts every listed market in each of its groups exactly once', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            id: fc.constantFrom('1', '2', '3'),
            specifier: fc.constantFrom('', 'a=1', 'a=2'),
            priority: fc.integer({ min: 0, max: 20 }),
            market_groups: fc.uniqueArray(fc.constantFrom<string>('all', 'main', 'x')),
            most_balanced: fc.boolean(),
            status: fc.constantFrom(1, -1, 0),
          }),
        ),
        (markets) => {
          const groups = groupMarkets(markets)
          for (const group of groups) {
            const placed = group.markets.flatMap((m) => m.lines)
            const expected = markets.filter(
              (m) => m.status !== 0 && m.market_groups.includes(group.key),
            )
            expect(placed.length).toBe(expected.length)
            for (const lines of group.markets) {
              expect(lines.lines.every((l) => l.id === lines.id)).toBe(true)
              const balanced = lines.lines.findIndex((l) => l.most_balanced)
              if (balanced !== -1) expect(balanced).toBe(0)
            }
          }
        },
      ),
    )
  })
})

describe('advanceClock (the scoreboard runs the clock between updates)', () => {
  it('moves mm:ss on by whole seconds, past 99 minutes too', () => {
    expect(advanceClock('00:00', 999)).toBe('00:00')
    expect(advanceClock('00:00', 1000)).toBe('00:01')
    expect(advanceClock('44:59', 2500)).toBe('45:01')
    expect(advanceClock('99:30', 61_000)).toBe('100:31')
  })
  it('leaves anything that is not a clock alone', () => {
    expect(advanceClock('HT', 5000)).toBe('HT')
    expect(advanceClock('12:75', 5000)).toBe('12:75')
    expect(advanceClock('12:00', -5)).toBe('12:00')
  })
})

describe('clockText (the minute or time left a live list shows)', () => {
  const at = Date.parse('2026-11-23T20:00:00Z')
  const clock = {
    matchTime: '74:54',
    stoppageTime: null,
    remainingTime: null,
    stopped: false,
    updatedAtMs: at,
  }
  it('runs a reported clock on to now: a match reported at 74:54 twelve minutes ago is at 87′', () => {
    expect(clockText(clock, at)).toBe("75'")
    expect(clockText(clock, at + 12 * 60_000)).toBe("87'")
  })
  it('keeps a stopped clock, or one reported without a time, as it is', () => {
    expect(clockText({ ...clock, matchTime: '45:00', stopped: true }, at + 600_000)).toBe("45'")
    expect(clockText({ ...clock, updatedAtMs: null }, at + 600_000)).toBe("75'")
  })
  it('counts down the time left, never below zero, and shows stoppage time', () => {
    expect(clockText({ ...clock, remainingTime: '05:12' }, at + 12_000)).toBe('05:00')
    expect(clockText({ ...clock, remainingTime: '00:05' }, at + 60_000)).toBe('00:00')
    expect(clockText({ ...clock, matchTime: '90:00', stoppageTime: '01:10' }, at + 60_000)).toBe(
      "90+3'",
    )
    expect(clockText({ ...clock, matchTime: null }, at)).toBeNull()
  })
  it('counts down mm:ss by whole seconds', () => {
    expect(countDownClock('10:00', 1_500)).toBe('09:59')
    expect(countDownClock('Q4', 1_500)).toBe('Q4')
  })
})

describe('runningClock (the match page scoreboard)', () => {
  const at = Date.parse('2026-11-23T20:00:00Z')
  const clock = {
    matchTime: '30:00',
    stoppageTime: null,
    remainingTime: '18:00',
    stopped: false,
    updatedAtMs: at,
  }
  it('counts the time left down as the match time runs, as the list does', () => {
    expect(runningClock(clock, at + 65_000)).toEqual({
      matchTime: '31:05',
      stoppageTime: null,
      remainingTime: '16:55',
    })
  })
  it('holds the match time at 90:00 while stoppage time runs', () => {
    const football = { ...clock, matchTime: '90:00', stoppageTime: '01:10', remainingTime: null }
    expect(runningClock(football, at + 60_000)).toEqual({
      matchTime: '90:00',
      stoppageTime: '02:10',
      remainingTime: null,
    })
  })
  it('moves nothing while the clock is stopped', () => {
    expect(runningClock({ ...clock, stopped: true }, at + 60_000)).toEqual({
      matchTime: '30:00',
      stoppageTime: null,
      remainingTime: '18:00',
    })
  })
})
