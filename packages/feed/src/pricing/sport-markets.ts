import type { SportModel } from '../fixtures/sport-definitions'
import { bestOf } from './best-of'
import { FIRST_HALF_SHARE, footballRates, footballScores } from './football'
import { normalCdf } from './probability'
import {
  expectedMargin,
  expectedTotal,
  handicap,
  probabilityOf,
  threeWay,
  total,
  type ScoreDistribution,
} from './score-distribution'
import { tennisMatch, tennisServePoints } from './tennis'

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

/** One priceable line: fair probabilities per outcome (summing to 1, or 2 for double chance). */
export type MarketLine = {
  readonly marketId: string
  readonly specifier: string
  readonly outcomeIds: readonly string[]
  readonly probabilities: readonly number[]
  readonly groups: readonly string[]
}

const line = (
  marketId: string,
  specifier: string,
  outcomeIds: readonly string[],
  probabilities: readonly number[],
  groups: readonly string[],
): MarketLine => ({
  marketId,
  specifier,
  outcomeIds,
  probabilities,
  groups,
})

/** Whole-number-of-quarters lines around a centre: −1, −0.75, …, stepped by `step`. */
function linesAround(centre: number, step: number, count: number): number[] {
  const base = Math.round(centre / step) * step
  const half = Math.floor(count / 2)
  return Array.from({ length: count }, (_, i) => Number((base + (i - half) * step).toFixed(2)))
}

const signed = (x: number): string => (x > 0 ? `+${x}` : String(x))

function handicapLines(
  marketId: string,
  dist: ScoreDistribution,
  lines: readonly number[],
  outcomeIds = ['1714', '1715'],
): MarketLine[] {
  return lines.map((hcp) =>
    line(marketId, `hcp=${signed(hcp)}`, outcomeIds, handicap(dist, hcp), ['handicaps']),
  )
}

function totalLines(
  marketId: string,
  dist: ScoreDistribution,
  lines: readonly number[],
  groups = ['totals'],
): MarketLine[] {
  return lines
    .filter((l) => l > 0)
    .map((t) => line(marketId, `total=${t}`, ['12', '13'], total(dist, t), groups))
}

/** Every football market from the Dixon–Coles score distribution (full time and first half). */
export function footballMarkets(
  dist: ScoreDistribution,
  firstHalf: ScoreDistribution,
): MarketLine[] {
  const [h, d, a] = threeWay(dist)
  const bothScore = probabilityOf(dist, (s) => s.home > 0 && s.away > 0)
  const scores: [number, number][] = []
  for (let i = 0; i <= 4; i += 1) for (let j = 0; j <= 4; j += 1) scores.push([i, j])
  const listed = scores.map(([i, j]) => probabilityOf(dist, (s) => s.home === i && s.away === j))
  const [hh, hd, ha] = threeWay(firstHalf)
  return [
    line(MARKET_IDS.threeWay, '', ['1', '2', '3'], [h, d, a], ['main']),
    line(MARKET_IDS.doubleChance, '', ['9', '10', '11'], [h + d, h + a, d + a], ['main']),
    ...totalLines(MARKET_IDS.total, dist, [1.5, 2.25, 2.5, 2.75, 3.5]),
    // Asian handicap, quarter lines included, centred on the balanced line.
    ...handicapLines(MARKET_IDS.handicap, dist, linesAround(-expectedMargin(dist), 0.25, 5)),
    line(MARKET_IDS.bothTeamsToScore, '', ['74', '76'], [bothScore, 1 - bothScore], ['main']),
    line(
      MARKET_IDS.correctScore,
      '',
      [...scores.map(([i, j]) => `${i}:${j}`), 'other'],
      [...listed, 1 - listed.reduce((x, y) => x + y, 0)],
      ['scores'],
    ),
    line(MARKET_IDS.halfTimeThreeWay, '', ['1', '2', '3'], [hh, hd, ha], ['halves']),
    ...totalLines(MARKET_IDS.halfTimeTotal, firstHalf, [0.5, 1.5], ['halves']),
  ]
}

/** Winner, handicaps and totals of a two-sided sport whose margin and total are about normal. */
function normalMarkets(
  meanMargin: number,
  marginSd: number,
  meanTotal: number,
  totalSd: number,
  step: number,
): MarketLine[] {
  const pHome = normalCdf(meanMargin / marginSd)
  const half = (x: number) => Math.floor(x) + 0.5
  return [
    line(MARKET_IDS.winner, '', ['4', '5'], [pHome, 1 - pHome], ['main']),
    ...[-1, 0, 1].map((k) => {
      const hcp = -half(meanMargin) + k * step
      const covers = normalCdf((meanMargin + hcp) / marginSd)
      return line(
        MARKET_IDS.handicap,
        `hcp=${signed(hcp)}`,
        ['1714', '1715'],
        [covers, 1 - covers],
        ['handicaps'],
      )
    }),
    ...[-1, 0, 1].map((k) => {
      const t = half(meanTotal) + k * step
      const over = 1 - normalCdf((t - meanTotal) / totalSd)
      return line(MARKET_IDS.total, `total=${t}`, ['12', '13'], [over, 1 - over], ['totals'])
    }),
  ]
}

/** Sets or maps of a best-of contest: winner, exact score, unit handicap and total. */
function bestOfMarkets(dist: ScoreDistribution, n: number): MarketLine[] {
  const pHome = probabilityOf(dist, (s) => s.home > s.away)
  const exact = [...dist].sort((x, y) => y.home - x.home || x.away - y.away)
  return [
    line(MARKET_IDS.winner, '', ['4', '5'], [pHome, 1 - pHome], ['main']),
    line(
      MARKET_IDS.exactSets,
      '',
      exact.map((s) => `${s.home}:${s.away}`),
      exact.map((s) => s.p),
      ['main'],
    ),
    ...handicapLines(MARKET_IDS.handicap, dist, [-1.5, 1.5]),
    ...totalLines(MARKET_IDS.total, dist, n === 3 ? [2.5] : [3.5, 4.5]),
  ]
}

const logistic = (x: number) => 1 / (1 + Math.exp(-x))

/**
 * The fair pre-match markets of a match from its sport's model and the home side's strength:
 * football and ice hockey from Poisson goals (Dixon–Coles for football), tennis from a
 * point-level Markov chain, volleyball / table tennis / e-sports from best-of sets or maps,
 * basketball and cricket from a normal approximation.
 */
export function prematchMarkets(model: SportModel, strength: number): MarketLine[] {
  switch (model) {
    case 'football': {
      const rates = footballRates(strength)
      return footballMarkets(
        footballScores(rates.home, rates.away),
        footballScores(rates.home * FIRST_HALF_SHARE, rates.away * FIRST_HALF_SHARE),
      )
    }
    case 'iceHockey': {
      const dist = footballScores(3.1 * Math.exp(strength / 4), 2.7 * Math.exp(-strength / 4), {
        rho: 0,
      })
      const [h, d, a] = threeWay(dist)
      return [
        line(MARKET_IDS.threeWay, '', ['1', '2', '3'], [h, d, a], ['main']),
        ...handicapLines(MARKET_IDS.handicap, dist, [-1.5, 1.5]),
        ...totalLines(
          MARKET_IDS.total,
          dist,
          linesAround(expectedTotal(dist), 1, 3).map((t) => t + 0.5),
        ),
      ]
    }
    case 'tennis': {
      const serve = tennisServePoints(strength)
      const { sets, games } = tennisMatch(serve.home, serve.away)
      const pHome = probabilityOf(sets, (s) => s.home > s.away)
      const exact = [...sets].sort((x, y) => y.home - x.home || x.away - y.away)
      return [
        line(MARKET_IDS.winner, '', ['4', '5'], [pHome, 1 - pHome], ['main']),
        line(
          MARKET_IDS.exactSets,
          '',
          exact.map((s) => `${s.home}:${s.away}`),
          exact.map((s) => s.p),
          ['main'],
        ),
        ...handicapLines(
          MARKET_IDS.gameHandicap,
          games,
          linesAround(-expectedMargin(games), 1, 3).map((h) => h + 0.5),
        ),
        ...totalLines(
          MARKET_IDS.totalGames,
          games,
          linesAround(expectedTotal(games), 1, 3).map((t) => t + 0.5),
        ),
      ]
    }
    case 'volleyball':
      return bestOfMarkets(bestOf(5, logistic(1.2 * strength)), 5)
    case 'tableTennis':
      return bestOfMarkets(bestOf(5, logistic(1.0 * strength)), 5)
    case 'esports':
      return bestOfMarkets(bestOf(3, logistic(1.4 * strength)), 3)
    case 'basketball':
      return normalMarkets(12 * strength, 12, 200, 16, 4)
    case 'cricket':
      return normalMarkets(35 * strength, 35, 320, 40, 15)
  }
}
