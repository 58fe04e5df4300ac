import type { SportModel } from '../fixtures/sport-definitions'
import { parseSpecifier, specifierValue } from '@sportsbook/domain'
import { distributionsFor, KICK_OFF, type Distributions, type MatchState } from './model-state'
import {
  expectedMargin,
  expectedTotal,
  handicap,
  probabilityOf,
  threeWay,
  total,
  type ScoreDistribution,
} from './score-distribution'

/** Betradar-style market type ids. */
export const MARKET_IDS = {
  threeWay: '1',
  doubleChance: '10',
  handicap: '16',
  total: '18',
  bothTeamsToScore: '29',
  correctScore: '41',
  halfTimeThreeWay: '60',
  halfTimeTotal: '68',
  exactSets: '181',
  winner: '186',
  gameHandicap: '187',
  totalGames: '189',
  outright: '534',
} as const

/** A market line a match offers: fixed at kick-off; only its prices and status move. */
export type MarketDefinition = {
  readonly marketId: string
  readonly specifier: string
  readonly outcomeIds: readonly string[]
  readonly groups: readonly string[]
}

/** A line with fair probabilities per outcome (summing to 1, or 2 for double chance). */
export type MarketLine = MarketDefinition & { readonly probabilities: readonly number[] }

const signed = (x: number): string => (x > 0 ? `+${x}` : String(x))

/** Lines around a centre, `step` apart: `linesAround(-0.6, 0.25, 5)` → −1, −0.75, −0.5, −0.25, 0. */
function linesAround(centre: number, step: number, count: number): number[] {
  const base = Math.round(centre / step) * step
  const half = Math.floor(count / 2)
  return Array.from({ length: count }, (_, i) => Number((base + (i - half) * step).toFixed(2)))
}

const halfPoint = (x: number) => Math.floor(x) + 0.5

const def = (
  marketId: string,
  specifier: string,
  outcomeIds: readonly string[],
  groups: readonly string[],
): MarketDefinition => ({
  marketId,
  specifier,
  outcomeIds,
  groups,
})
const handicaps = (marketId: string, lines: readonly number[]) =>
  lines.map((hcp) => def(marketId, `hcp=${signed(hcp)}`, ['1714', '1715'], ['handicaps']))
const totals = (
  marketId: string,
  lines: readonly number[],
  groups: readonly string[] = ['totals'],
) => lines.filter((t) => t > 0).map((t) => def(marketId, `total=${t}`, ['12', '13'], groups))
const exactScores = (dist: ScoreDistribution) =>
  [...dist].sort((x, y) => y.home - x.home || x.away - y.away).map((s) => `${s.home}:${s.away}`)

const CORRECT_SCORES = Array.from({ length: 25 }, (_, i) => `${Math.floor(i / 5)}:${i % 5}`)

/** The lines a match of `model` offers, chosen around its pre-match distributions. */
export function marketDefinitions(model: SportModel, d: Distributions): MarketDefinition[] {
  switch (model) {
    case 'football':
      return [
        def(MARKET_IDS.threeWay, '', ['1', '2', '3'], ['main']),
        def(MARKET_IDS.doubleChance, '', ['9', '10', '11'], ['main']),
        ...totals(MARKET_IDS.total, [1.5, 2.25, 2.5, 2.75, 3.5]),
        // Asian handicap, quarter lines included, centred on the balanced line.
        ...handicaps(MARKET_IDS.handicap, linesAround(-expectedMargin(d.main), 0.25, 5)),
        def(MARKET_IDS.bothTeamsToScore, '', ['74', '76'], ['main']),
        def(MARKET_IDS.correctScore, '', [...CORRECT_SCORES, 'other'], ['scores']),
        def(MARKET_IDS.halfTimeThreeWay, '', ['1', '2', '3'], ['halves']),
        ...totals(MARKET_IDS.halfTimeTotal, [0.5, 1.5], ['halves']),
      ]
    case 'iceHockey':
      return [
        def(MARKET_IDS.threeWay, '', ['1', '2', '3'], ['main']),
        ...handicaps(MARKET_IDS.handicap, [-1.5, 1.5]),
        ...totals(
          MARKET_IDS.total,
          linesAround(expectedTotal(d.main), 1, 3).map((t) => t + 0.5),
        ),
      ]
    case 'tennis':
      return [
        def(MARKET_IDS.winner, '', ['4', '5'], ['main']),
        def(MARKET_IDS.exactSets, '', exactScores(d.main), ['main']),
        ...handicaps(
          MARKET_IDS.gameHandicap,
          linesAround(-expectedMargin(d.games ?? []), 1, 3).map((h) => h + 0.5),
        ),
        ...totals(
          MARKET_IDS.totalGames,
          linesAround(expectedTotal(d.games ?? []), 1, 3).map((t) => t + 0.5),
        ),
      ]
    case 'volleyball':
    case 'tableTennis':
    case 'esports': {
      const bestOfThree = model === 'esports'
      return [
        def(MARKET_IDS.winner, '', ['4', '5'], ['main']),
        def(MARKET_IDS.exactSets, '', exactScores(d.main), ['main']),
        ...handicaps(MARKET_IDS.handicap, [-1.5, 1.5]),
        ...totals(MARKET_IDS.total, bestOfThree ? [2.5] : [3.5, 4.5]),
      ]
    }
    case 'basketball':
    case 'cricket': {
      const step = model === 'basketball' ? 4 : 15
      const margin = expectedMargin(d.main)
      const sum = expectedTotal(d.totalPoints ?? [])
      return [
        def(MARKET_IDS.winner, '', ['4', '5'], ['main']),
        ...handicaps(
          MARKET_IDS.handicap,
          [-1, 0, 1].map((k) => -halfPoint(margin) + k * step),
        ),
        ...totals(
          MARKET_IDS.total,
          [-1, 0, 1].map((k) => halfPoint(sum) + k * step),
        ),
      ]
    }
  }
}

/**
 * Fair probabilities of a market line's outcomes from the distributions, or undefined when the
 * line can no longer be priced (a first-half market after half-time): it is then suspended.
 */
export function evaluateMarket(
  definition: MarketDefinition,
  d: Distributions,
): number[] | undefined {
  const parsed = parseSpecifier(definition.specifier)
  const value = (key: string) => Number(parsed.ok ? specifierValue(parsed.value, key) : Number.NaN)
  const main = d.main
  switch (definition.marketId) {
    case MARKET_IDS.threeWay:
      return threeWay(main)
    case MARKET_IDS.doubleChance: {
      const [h, x, a] = threeWay(main)
      return [h + x, h + a, x + a]
    }
    case MARKET_IDS.handicap:
      return handicap(main, value('hcp'))
    case MARKET_IDS.gameHandicap:
      return d.games ? handicap(d.games, value('hcp')) : undefined
    case MARKET_IDS.total:
      return total(d.totalPoints ?? main, value('total'))
    case MARKET_IDS.totalGames:
      return d.games ? total(d.games, value('total')) : undefined
    case MARKET_IDS.bothTeamsToScore: {
      const yes = probabilityOf(main, (s) => s.home > 0 && s.away > 0)
      return [yes, 1 - yes]
    }
    case MARKET_IDS.correctScore:
    case MARKET_IDS.exactSets: {
      const listed = definition.outcomeIds.filter((id) => id !== 'other')
      const probabilities = listed.map((id) =>
        probabilityOf(main, (s) => `${s.home}:${s.away}` === id),
      )
      if (definition.outcomeIds.includes('other'))
        probabilities.push(Math.max(0, 1 - probabilities.reduce((x, y) => x + y, 0)))
      return probabilities
    }
    case MARKET_IDS.halfTimeThreeWay:
      return d.firstHalf ? threeWay(d.firstHalf) : undefined
    case MARKET_IDS.halfTimeTotal:
      return d.firstHalf ? total(d.firstHalf, value('total')) : undefined
    case MARKET_IDS.winner: {
      const home = probabilityOf(main, (s) => s.home > s.away)
      const away = probabilityOf(main, (s) => s.home < s.away)
      return home + away > 0 ? [home / (home + away), away / (home + away)] : undefined
    }
    default:
      return undefined
  }
}

/** The fair pre-match markets of a match from its sport's model and the home side's strength. */
export function prematchMarkets(model: SportModel, strength: number): MarketLine[] {
  return liveMarkets(
    model,
    strength,
    KICK_OFF,
    marketDefinitions(model, distributionsFor(model, strength)),
  )
}

/** The same lines re-priced for the match's state; a line that cannot be priced is left out. */
export function liveMarkets(
  model: SportModel,
  strength: number,
  state: MatchState,
  definitions: readonly MarketDefinition[],
): MarketLine[] {
  const d = distributionsFor(model, strength, state)
  return definitions.flatMap((definition) => {
    const probabilities = evaluateMarket(definition, d)
    return probabilities ? [{ ...definition, probabilities }] : []
  })
}
