import { describe, expect, it } from 'vitest'
import { resolveOutcome, type MatchResult } from './results'

const score = (home: number, away: number, extra: Partial<MatchResult> = {}): MatchResult => ({
  home,
  away,
  ...extra,
})

describe('settlement of every market type (issue 5)', () => {
  it.each([
    ['1', '', '1', score(2, 1), 'win'],
    ['1', '', '2', score(2, 1), 'lose'],
    ['1', '', '2', score(1, 1), 'win'],
    ['10', '', '9', score(1, 1), 'win'],
    ['10', '', '10', score(1, 1), 'lose'],
    ['10', '', '11', score(0, 2), 'win'],
    ['29', '', '74', score(1, 1), 'win'],
    ['29', '', '76', score(1, 0), 'win'],
    ['41', '', '2:1', score(2, 1), 'win'],
    ['41', '', 'other', score(5, 0), 'win'],
    ['41', '', '2:1', score(5, 0), 'lose'],
    ['60', '', '1', score(2, 2, { halfTime: { home: 1, away: 0 } }), 'win'],
    ['60', '', '1', score(2, 2), 'void'],
    ['68', 'total=0.5', '12', score(2, 2, { halfTime: { home: 0, away: 0 } }), 'lose'],
    ['181', '', '2:1', score(2, 1), 'win'],
    ['186', '', '4', score(2, 1), 'win'],
    ['186', '', '5', score(2, 1), 'lose'],
    ['186', '', '4', score(300, 300), 'void'],
    ['534', '', 'team-7', score(0, 0, { winnerId: 'team-7' }), 'win'],
    ['534', '', 'team-8', score(0, 0, { winnerId: 'team-7' }), 'lose'],
    ['999', '', 'x', score(1, 0), 'void'],
  ] as const)(
    'market %s %s outcome %s on %o → %s',
    (marketId, specifier, outcomeId, result, expected) => {
      expect(resolveOutcome(marketId, specifier, outcomeId, result)).toBe(expected)
    },
  )

  it.each([
    // Asian handicap on the home side, quarter and whole lines, both outcomes.
    ['hcp=-0.75', score(1, 0), 'halfWin', 'halfLose'],
    ['hcp=-0.75', score(2, 0), 'win', 'lose'],
    ['hcp=-0.75', score(1, 1), 'lose', 'win'],
    ['hcp=-0.25', score(1, 1), 'halfLose', 'halfWin'],
    ['hcp=+0.25', score(1, 1), 'halfWin', 'halfLose'],
    ['hcp=-1', score(1, 0), 'void', 'void'],
    ['hcp=-1', score(2, 0), 'win', 'lose'],
    ['hcp=0', score(0, 0), 'void', 'void'],
    ['hcp=-1.5', score(2, 0), 'win', 'lose'],
    ['hcp=+1.5', score(0, 1), 'win', 'lose'],
  ] as const)('handicap %s on %o: home %s, away %s', (specifier, result, home, away) => {
    expect(resolveOutcome('16', specifier, '1714', result)).toBe(home)
    expect(resolveOutcome('16', specifier, '1715', result)).toBe(away)
  })

  it.each([
    ['total=2.5', score(2, 1), 'win', 'lose'],
    ['total=2.5', score(1, 1), 'lose', 'win'],
    ['total=2.25', score(1, 1), 'halfLose', 'halfWin'],
    ['total=2.75', score(2, 1), 'halfWin', 'halfLose'],
    ['total=3', score(2, 1), 'void', 'void'],
  ] as const)('total %s on %o: over %s, under %s', (specifier, result, over, under) => {
    expect(resolveOutcome('18', specifier, '12', result)).toBe(over)
    expect(resolveOutcome('18', specifier, '13', result)).toBe(under)
  })

  it('settles tennis game handicaps and totals on games, void without them', () => {
    const match = score(2, 1, { games: { home: 16, away: 14 } })
    expect(resolveOutcome('187', 'hcp=-2.5', '1714', match)).toBe('lose')
    expect(resolveOutcome('187', 'hcp=-1.5', '1714', match)).toBe('win')
    expect(resolveOutcome('189', 'total=29.5', '12', match)).toBe('win')
    expect(resolveOutcome('189', 'total=29.5', '12', score(2, 0))).toBe('void')
    expect(resolveOutcome('16', 'bad', '1714', match)).toBe('void')
  })
})
