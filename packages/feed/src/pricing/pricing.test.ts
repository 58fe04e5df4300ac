import { describe, expect, it } from 'vitest'
import { bestOf } from './best-of'
import { footballRates, footballScores } from './football'
import { combineHalves, effectiveProbability, halfLines } from './lines'
import { poissonPmf } from './probability'
import { handicap, probabilityOf, threeWay, total } from './score-distribution'
import { distributionsFor, type MatchState } from './model-state'
import { liveMarkets, marketDefinitions, prematchMarkets, type MarketLine } from './sport-markets'
import { holdProbability, tennisFrom, tennisMatch, tiebreakProbability } from './tennis'
import { TENNIS_START, afterPoint, isTiebreak, tennisServer } from './tennis-score'
import { simulateTennis } from '../simulation/tennis'
import { seededRandom } from '../random'
import { SPORT_DEFINITIONS } from '../fixtures/sport-definitions'

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0)

describe('Asian lines', () => {
  it('splits quarter lines into two half-stakes', () => {
    expect(halfLines(-0.75)).toEqual([-1, -0.5])
    expect(halfLines(2.25)).toEqual([2, 2.5])
    expect(halfLines(-1)).toEqual([-1])
    expect(halfLines(0.5)).toEqual([0.5])
  })

  it('combines half results', () => {
    expect(combineHalves([0.5])).toBe('win')
    expect(combineHalves([0])).toBe('void')
    expect(combineHalves([-1])).toBe('lose')
    expect(combineHalves([0, 0.5])).toBe('halfWin')
    expect(combineHalves([-0.5, 0])).toBe('halfLose')
    expect(combineHalves([1, 0.5])).toBe('win')
  })

  it('prices a bet that can push at its break-even probability', () => {
    // 40 % win, 20 % push, 40 % lose: fair odds 2, as if the push never happened.
    expect(
      effectiveProbability({ win: 0.4, halfWin: 0, void: 0.2, halfLose: 0, lose: 0.4 }),
    ).toBeCloseTo(0.5, 12)
  })
})

describe('football (Dixon–Coles)', () => {
  const rates = footballRates(0.3)
  const dist = footballScores(rates.home, rates.away)

  it('is a distribution, with more low draws than independent Poisson', () => {
    expect(sum(dist.map((s) => s.p))).toBeCloseTo(1, 12)
    const independent = (poissonPmf(rates.home, 10)[0] ?? 0) * (poissonPmf(rates.away, 10)[0] ?? 0)
    expect(probabilityOf(dist, (s) => s.home === 0 && s.away === 0)).toBeGreaterThan(independent)
  })

  it('gives handicap and total sides that sum to 1, quarter lines between their neighbours', () => {
    for (const line of [-1.5, -1.25, -1, -0.75, -0.5, -0.25, 0, 0.25, 1])
      expect(sum(handicap(dist, line))).toBeCloseTo(1, 12)
    const [q] = handicap(dist, -0.75)
    const [lower] = handicap(dist, -1)
    const [upper] = handicap(dist, -0.5)
    expect(q).toBeGreaterThan(Math.min(lower, upper))
    expect(q).toBeLessThan(Math.max(lower, upper))
    // AH 0 is the draw-no-bet: P(home) / (P(home) + P(away)).
    const [h, , a] = threeWay(dist)
    expect(handicap(dist, 0)[0]).toBeCloseTo(h / (h + a), 12)
    expect(total(dist, 2.5)[0]).toBeCloseTo(
      probabilityOf(dist, (s) => s.home + s.away >= 3),
      12,
    )
  })

  it('conditions on the current score in play', () => {
    const late = footballScores(0.1, 0.1, { current: { home: 2, away: 0 } })
    expect(probabilityOf(late, (s) => s.home > s.away)).toBeGreaterThan(0.99)
  })
})

describe('tennis (point-level Markov chain)', () => {
  it('holds serve with the textbook probabilities', () => {
    expect(holdProbability(0.5)).toBeCloseTo(0.5, 12)
    expect(holdProbability(0.6)).toBeCloseTo(0.7357, 4)
    expect(tiebreakProbability(0.6, 0.6)).toBeCloseTo(0.5, 12)
  })

  it('gives equal players even chances and a stronger server the edge', () => {
    const even = tennisMatch(0.62, 0.62)
    expect(sum(even.sets.map((s) => s.p))).toBeCloseTo(1, 12)
    expect(probabilityOf(even.sets, (s) => s.home > s.away)).toBeCloseTo(0.5, 2)
    const strong = tennisMatch(0.68, 0.6)
    expect(probabilityOf(strong.sets, (s) => s.home > s.away)).toBeGreaterThan(0.75)
    expect(sum(strong.games.map((s) => s.p))).toBeCloseTo(1, 12)
  })

  it('prices every score of a match so that the next point keeps the expectation', () => {
    // A correct in-play model is a martingale: today's price is the average of the prices
    // after the next point, weighted by who wins it. Checked at every point of 20 matches.
    const [pH, pA] = [0.66, 0.6]
    const homeWins = (score: typeof TENNIS_START) =>
      probabilityOf(tennisFrom(pH, pA, score).sets, (s) => s.home > s.away)
    const meanGames = (score: typeof TENNIS_START) =>
      sum(tennisFrom(pH, pA, score).games.map((g) => g.p * (g.home + g.away)))
    let tiebreakPoints = 0
    for (let seed = 1; seed <= 20; seed += 1) {
      let score = TENNIS_START
      for (const point of simulateTennis(seededRandom(seed), pH, pA).points) {
        const server = tennisServer(score)
        const pHomePoint = server === 'home' ? pH : 1 - pA
        const ifHome = afterPoint(score, 'home').score
        const ifAway = afterPoint(score, 'away').score
        expect(pHomePoint * homeWins(ifHome) + (1 - pHomePoint) * homeWins(ifAway)).toBeCloseTo(
          homeWins(score),
          10,
        )
        expect(pHomePoint * meanGames(ifHome) + (1 - pHomePoint) * meanGames(ifAway)).toBeCloseTo(
          meanGames(score),
          8,
        )
        if (isTiebreak(score)) tiebreakPoints += 1
        score = point.score
      }
      expect(homeWins(score)).toBe(score.sets.home === 2 ? 1 : 0)
    }
    expect(tiebreakPoints).toBeGreaterThan(0)
  })
})

describe('best-of contests and every sport', () => {
  it('computes best of 3 and 5', () => {
    expect(bestOf(3, 0.6).find((s) => s.home === 2 && s.away === 0)?.p).toBeCloseTo(0.36, 12)
    expect(bestOf(3, 0.6).find((s) => s.home === 2 && s.away === 1)?.p).toBeCloseTo(0.288, 12)
    expect(sum(bestOf(5, 0.37).map((s) => s.p))).toBeCloseTo(1, 12)
  })

  it.each(SPORT_DEFINITIONS.map((d) => [d.key, d.model] as const))(
    '%s: every line is a distribution (double chance sums to 2)',
    (_key, model) => {
      for (const strength of [-1.2, 0, 0.8]) {
        for (const line of prematchMarkets(model, strength)) {
          expect(line.probabilities).toHaveLength(line.outcomeIds.length)
          expect(line.probabilities.every((p) => p >= 0 && p <= 1)).toBe(true)
          expect(sum(line.probabilities)).toBeCloseTo(line.marketId === '10' ? 2 : 1, 9)
        }
      }
    },
  )
})

describe('in-play pricing from the match state', () => {
  const price = (model: Parameters<typeof distributionsFor>[0], state: MatchState) => {
    const definitions = marketDefinitions(model, distributionsFor(model, 0))
    return liveMarkets(model, 0, state, definitions)
  }
  const winnerOf = (lines: MarketLine[], id: string) =>
    lines.find((l) => l.marketId === id)?.probabilities[0] ?? Number.NaN

  it('football: a two-goal lead late is nearly won; first-half lines go after half-time', () => {
    const late = price('football', { remaining: 0.1, units: { home: 2, away: 0 } })
    expect(winnerOf(late, '1')).toBeGreaterThan(0.97)
    expect(late.some((l) => l.marketId === '60')).toBe(false)
    const early = price('football', {
      remaining: 0.9,
      units: { home: 0, away: 0 },
      firstHalf: { home: 0, away: 0 },
    })
    expect(early.some((l) => l.marketId === '60')).toBe(true)
    // Over 1.5 is certain once two goals are in.
    expect(late.find((l) => l.specifier === 'total=1.5')?.probabilities[0]).toBeCloseTo(1, 9)
  })

  it('best-of sports condition on sets won; normal sports on the points margin', () => {
    expect(
      winnerOf(price('volleyball', { remaining: 0.4, units: { home: 2, away: 0 } }), '186'),
    ).toBeGreaterThan(0.85)
    expect(
      winnerOf(price('esports', { remaining: 0.5, units: { home: 0, away: 1 } }), '186'),
    ).toBeLessThan(0.3)
    expect(
      winnerOf(price('basketball', { remaining: 0.05, units: { home: 180, away: 170 } }), '186'),
    ).toBeGreaterThan(0.95)
    expect(
      winnerOf(
        price('tennis', {
          remaining: 0.5,
          units: { home: 1, away: 0 },
          games: { home: 6, away: 3 },
        }),
        '186',
      ),
    ).toBeGreaterThan(0.6)
  })

  it('keeps the lines fixed at kick-off while the prices move', () => {
    const definitions = marketDefinitions('football', distributionsFor('football', 0.4))
    const now = liveMarkets(
      'football',
      0.4,
      { remaining: 0.5, units: { home: 1, away: 1 } },
      definitions,
    )
    expect(now.map((l) => l.specifier).filter((s) => s.startsWith('hcp'))).toEqual(
      definitions.map((d) => d.specifier).filter((s) => s.startsWith('hcp')),
    )
  })
})
