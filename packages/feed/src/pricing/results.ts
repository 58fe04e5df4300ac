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

type Score = { readonly home: number; readonly away: number }

/** Which score of a match a market is settled on: the final, the half-time or the games one. */
export type SettledOn = 'main' | 'halfTime' | 'games' | 'winner'

export function settledOn(marketId: string): SettledOn {
  switch (marketId) {
    case MARKET_IDS.gameHandicap:
    case MARKET_IDS.totalGames:
      return 'games'
    case MARKET_IDS.halfTimeThreeWay:
    case MARKET_IDS.halfTimeTotal:
      return 'halfTime'
    case MARKET_IDS.outright:
      return 'winner'
    default:
      return 'main'
  }
}

function scoreOf(marketId: string, result: MatchResult): Score | undefined {
  const on = settledOn(marketId)
  return on === 'main' ? result : on === 'winner' ? undefined : result[on]
}

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
  return outcomeResolver(marketId, specifier, outcomeId)(result)
}

/** `resolveOutcome` for one outcome, its specifier read once: to resolve it against many results. */
export function outcomeResolver(
  marketId: string,
  specifier: string,
  outcomeId: string,
): (result: MatchResult) => OutcomeResult {
  const parsed = parseSpecifier(specifier)
  const spec = parsed.ok ? parsed.value : []
  const number = (key: string): number | undefined => {
    const value = specifierValue(spec, key)
    return value === undefined ? undefined : Number(value)
  }
  const hcp = number('hcp')
  const line = number('total')
  return (result) => {
    if (marketId === MARKET_IDS.outright)
      return result.winnerId === undefined ? 'void' : winOr(outcomeId === result.winnerId)
    const score = scoreOf(marketId, result)
    // A market the result cannot decide (no half-time or games score) is void.
    if (!score) return 'void'
    const { home, away } = score
    switch (marketId) {
      case MARKET_IDS.threeWay:
      case MARKET_IDS.halfTimeThreeWay:
        return threeWayResult(outcomeId, home, away)
      case MARKET_IDS.doubleChance: {
        const actual = home > away ? '1' : home === away ? '2' : '3'
        return winOr(DOUBLE_CHANCE[outcomeId]?.includes(actual) ?? false)
      }
      case MARKET_IDS.handicap:
      case MARKET_IDS.gameHandicap:
        return hcp === undefined ? 'void' : handicapResult(outcomeId, home, away, hcp)
      case MARKET_IDS.total:
      case MARKET_IDS.totalGames:
      case MARKET_IDS.halfTimeTotal:
        return line === undefined ? 'void' : totalResult(outcomeId, home + away, line)
      case MARKET_IDS.bothTeamsToScore:
        return winOr((outcomeId === '74') === (home > 0 && away > 0))
      case MARKET_IDS.correctScore: {
        const listed = home <= 4 && away <= 4
        return winOr(outcomeId === (listed ? `${home}:${away}` : 'other'))
      }
      case MARKET_IDS.exactSets:
        return winOr(outcomeId === `${home}:${away}`)
      case MARKET_IDS.winner:
        if (home === away) return 'void'
        return winOr(outcomeId === (home > away ? '4' : '5'))
      default:
        return 'void'
    }
  }
}

/** Which full-time results each double-chance outcome covers. */
const DOUBLE_CHANCE: Readonly<Record<string, readonly string[]>> = {
  '9': ['1', '2'],
  '10': ['1', '3'],
  '11': ['2', '3'],
}
