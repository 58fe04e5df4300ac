import { parseSpecifier, specifierValue, type SelectionResult } from '@sportsbook/domain'
import { combineHalves, halfLines } from './lines'
import { MARKET_IDS } from './sport-markets'

/**
 * How a match ended, as settlement needs it: the main score (goals, sets or maps), the
 * first-half score where the sport has halves, the games of a tennis match, and the winner
 * of an outright.
 */
export type MatchResult = {
  readonly home: number
  readonly away: number
  readonly halfTime?: { readonly home: number; readonly away: number }
  readonly games?: { readonly home: number; readonly away: number }
  readonly winnerId?: string
}

export type OutcomeResult = Exclude<SelectionResult, 'open'>

const winOr = (won: boolean): OutcomeResult => (won ? 'win' : 'lose')

function threeWayResult(outcomeId: string, home: number, away: number): OutcomeResult {
  const actual = home > away ? '1' : home === away ? '2' : '3'
  return winOr(outcomeId === actual)
}

function handicapResult(outcomeId: string, home: number, away: number, hcp: number): OutcomeResult {
  if (outcomeId === '1714') return combineHalves(halfLines(hcp).map((h) => home - away + h))
  return combineHalves(halfLines(-hcp).map((h) => away - home + h))
}

function totalResult(outcomeId: string, sum: number, line: number): OutcomeResult {
  const halves = halfLines(line)
  return combineHalves(outcomeId === '12' ? halves.map((h) => sum - h) : halves.map((h) => h - sum))
}

/**
 * The result of one outcome of a settled market (issue 5 "Results"): win, lose, void, or half
 * win / half lose on quarter lines. A market the result cannot decide (no half-time score for
 * a half market) is void, so no market stays open after its match finishes.
 * Example: handicap hcp=-0.75, home wins 1-0 → home 'halfWin'.
 */
export function resolveOutcome(
  marketId: string,
  specifier: string,
  outcomeId: string,
  result: MatchResult,
): OutcomeResult {
  const parsed = parseSpecifier(specifier)
  const spec = parsed.ok ? parsed.value : []
  const number = (key: string): number | undefined => {
    const value = specifierValue(spec, key)
    return value === undefined ? undefined : Number(value)
  }
  const { home, away } = result
  switch (marketId) {
    case MARKET_IDS.threeWay:
      return threeWayResult(outcomeId, home, away)
    case MARKET_IDS.doubleChance: {
      const actual = home > away ? '1' : home === away ? '2' : '3'
      const covers: Readonly<Record<string, readonly string[]>> = {
        '9': ['1', '2'],
        '10': ['1', '3'],
        '11': ['2', '3'],
      }
      return winOr(covers[outcomeId]?.includes(actual) ?? false)
    }
    case MARKET_IDS.handicap:
    case MARKET_IDS.gameHandicap: {
      const hcp = number('hcp')
      const scores = marketId === MARKET_IDS.gameHandicap ? result.games : result
      if (hcp === undefined || !scores) return 'void'
      return handicapResult(outcomeId, scores.home, scores.away, hcp)
    }
    case MARKET_IDS.total:
    case MARKET_IDS.totalGames: {
      const line = number('total')
      const scores = marketId === MARKET_IDS.totalGames ? result.games : result
      if (line === undefined || !scores) return 'void'
      return totalResult(outcomeId, scores.home + scores.away, line)
    }
    case MARKET_IDS.bothTeamsToScore:
      return winOr((outcomeId === '74') === (home > 0 && away > 0))
    case MARKET_IDS.correctScore: {
      const listed = home <= 4 && away <= 4
      return winOr(outcomeId === (listed ? `${home}:${away}` : 'other'))
    }
    case MARKET_IDS.halfTimeThreeWay:
      return result.halfTime
        ? threeWayResult(outcomeId, result.halfTime.home, result.halfTime.away)
        : 'void'
    case MARKET_IDS.halfTimeTotal: {
      const line = number('total')
      if (!result.halfTime || line === undefined) return 'void'
      return totalResult(outcomeId, result.halfTime.home + result.halfTime.away, line)
    }
    case MARKET_IDS.exactSets:
      return winOr(outcomeId === `${home}:${away}`)
    case MARKET_IDS.winner:
      if (home === away) return 'void'
      return winOr(outcomeId === (home > away ? '4' : '5'))
    case MARKET_IDS.outright:
      return result.winnerId === undefined ? 'void' : winOr(outcomeId === result.winnerId)
    default:
      return 'void'
  }
}
