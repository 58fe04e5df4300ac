import { describe, expect, it } from 'vitest'
import { footballRates, footballScores } from '../pricing/football'
import { probabilityOf, threeWay, total } from '../pricing/score-distribution'
import { tennisMatch, tennisServePoints } from '../pricing/tennis'
import { seededRandom } from '../random'
import { simulateFootball } from './football'
import { simulateTennis } from './tennis'

const RUNS = 10_000
/** 2 percentage points (issue 5). */
const TOLERANCE = 0.02

describe('simulated results match the priced probabilities (margin removed)', () => {
  it.each([-0.8, 0, 0.9])(
    'football at strength %s: 1X2 and over/under 2.5 over 10,000 matches',
    (strength) => {
      const rates = footballRates(strength)
      const [pHome, pDraw, pAway] = threeWay(footballScores(rates.home, rates.away))
      const [pOver] = total(footballScores(rates.home, rates.away), 2.5)
      const random = seededRandom(1000 + Math.round(strength * 10))
      let home = 0
      let draw = 0
      let over = 0
      for (let i = 0; i < RUNS; i += 1) {
        const { final } = simulateFootball(random, rates.home, rates.away)
        if (final.home > final.away) home += 1
        else if (final.home === final.away) draw += 1
        if (final.home + final.away > 2.5) over += 1
      }
      expect(Math.abs(home / RUNS - pHome)).toBeLessThan(TOLERANCE)
      expect(Math.abs(draw / RUNS - pDraw)).toBeLessThan(TOLERANCE)
      expect(Math.abs((RUNS - home - draw) / RUNS - pAway)).toBeLessThan(TOLERANCE)
      expect(Math.abs(over / RUNS - pOver)).toBeLessThan(TOLERANCE)
    },
  )

  it.each([-0.5, 0.7])(
    'tennis at strength %s: match winner over 10,000 matches played point by point',
    (strength) => {
      const serve = tennisServePoints(strength)
      const priced = probabilityOf(tennisMatch(serve.home, serve.away).sets, (s) => s.home > s.away)
      const random = seededRandom(77)
      let wins = 0
      for (let i = 0; i < RUNS; i += 1) {
        if (simulateTennis(random, serve.home, serve.away).sets.home === 2) wins += 1
      }
      expect(Math.abs(wins / RUNS - priced)).toBeLessThan(TOLERANCE)
    },
  )

  it('places goals in minute order with a consistent half-time score', () => {
    const random = seededRandom(5)
    for (let i = 0; i < 200; i += 1) {
      const match = simulateFootball(random, 1.6, 1.2)
      const minutes = match.goals.map((g) => g.minute)
      expect(minutes).toEqual([...minutes].sort((a, b) => a - b))
      expect(match.halfTime.home).toBeLessThanOrEqual(match.final.home)
      expect(match.goals.filter((g) => g.side === 'away')).toHaveLength(match.final.away)
    }
  })
})
