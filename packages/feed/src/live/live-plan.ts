import type { SportModel } from '../fixtures/sport-definitions'
import { footballRates, footballScores } from '../pricing/football'
import { normalCdf, solveIncreasing } from '../pricing/probability'
import { tennisServePoints } from '../pricing/tennis'
import type { Random } from '../random'
import { simulateFootball } from '../simulation/football'
import { simulateTennis, type TennisPoint } from '../simulation/tennis'
import { sampleScore } from '../simulation/sample'

/**
 * One scoring moment: at `atFraction` of the match, `side` scores `units`. A tennis event is
 * one point, with the whole score after it (units: 1 when it wins a set).
 */
export type ScoringEvent = {
  readonly atFraction: number
  readonly side: 'home' | 'away'
  readonly units: number
  readonly tennis?: Pick<TennisPoint, 'set' | 'score' | 'setGames'>
  /** Goals and set or map points are dangerous: markets stop just before them. */
  readonly dangerous: boolean
}

/**
 * Minutes of play a match lasts in simulated time, from kick-off to the result; football's
 * 90 are followed by its stoppage time.
 */
export const MATCH_MINUTES: Readonly<Record<SportModel, number>> = {
  football: 90,
  basketball: 120,
  tennis: 100,
  iceHockey: 140,
  volleyball: 100,
  cricket: 200,
  tableTennis: 30,
  esports: 120,
}

/** Breaks in play: football's half-time, 15 minutes with the clock stopped (status 2). */
const BREAKS: Partial<
  Record<SportModel, { readonly atFraction: number; readonly minutes: number }>
> = {
  football: { atFraction: 0.5, minutes: 15 },
}

/** Share of play done after `elapsedMs` of a match, and whether play is in a break. */
export function playAt(
  model: SportModel,
  elapsedMs: number,
): { fraction: number; onBreak: boolean } {
  const playMs = MATCH_MINUTES[model] * 60_000
  const pause = BREAKS[model]
  if (!pause) return { fraction: elapsedMs / playMs, onBreak: false }
  const breakStartMs = pause.atFraction * playMs
  const breakMs = pause.minutes * 60_000
  if (elapsedMs < breakStartMs) return { fraction: elapsedMs / playMs, onBreak: false }
  if (elapsedMs < breakStartMs + breakMs) return { fraction: pause.atFraction, onBreak: true }
  return { fraction: (elapsedMs - breakMs) / playMs, onBreak: false }
}

/** When (ms after kick-off) play reaches `fraction`: the inverse of `playAt`. */
export function elapsedAt(model: SportModel, fraction: number): number {
  const pause = BREAKS[model]
  const playing = fraction * MATCH_MINUTES[model] * 60_000
  return pause && fraction > pause.atFraction ? playing + pause.minutes * 60_000 : playing
}

/** Football's stoppage time at the end of the second half: 1 to this many minutes. */
export const MAX_STOPPAGE_MINUTES = 5

/** The longest a match lasts from kick-off to the result, breaks and stoppage time included (simulated ms). */
export function matchLengthMs(model: SportModel): number {
  return elapsedAt(model, 1) + (model === 'football' ? MAX_STOPPAGE_MINUTES * 60_000 : 0)
}

/** Units (sets, games, maps) to win a best-of contest, and the most it can last. */
const BEST_OF: Partial<Record<SportModel, number>> = {
  volleyball: 5,
  tableTennis: 5,
  esports: 3,
  tennis: 3,
}

const logistic = (x: number) => 1 / (1 + Math.exp(-x))
const UNIT_WIN: Partial<Record<SportModel, (s: number) => number>> = {
  volleyball: (s) => logistic(1.2 * s),
  tableTennis: (s) => logistic(1.0 * s),
  esports: (s) => logistic(1.4 * s),
}

/** Inverse normal, enough for drawing a simulated score. */
const normalQuantile = (u: number): number => solveIncreasing(normalCdf, u, -8, 8)

/**
 * How a match will unfold, drawn once at kick-off from the same models the prices come from:
 * goals for football and ice hockey, every point of a tennis match, set or map winners for
 * the other best-of sports, and a final points margin and total for basketball and cricket, scored in 40
 * steps. Pricing only ever sees what has already happened.
 */
export function planMatch(random: Random, model: SportModel, strength: number): ScoringEvent[] {
  switch (model) {
    case 'football': {
      const rates = footballRates(strength)
      return simulateFootball(random, rates.home, rates.away).goals.map((g) => ({
        atFraction: g.minute / 90,
        side: g.side,
        units: 1,
        dangerous: true,
      }))
    }
    case 'iceHockey': {
      const final = sampleScore(
        random,
        footballScores(3.1 * Math.exp(strength / 4), 2.7 * Math.exp(-strength / 4), { rho: 0 }),
      )
      const goals = [
        ...Array.from({ length: final.home }, () => 'home' as const),
        ...Array.from({ length: final.away }, () => 'away' as const),
      ].map((side) => ({
        atFraction: random.next() * 0.98 + 0.01,
        side,
        units: 1,
        dangerous: true,
      }))
      return goals.sort((a, b) => a.atFraction - b.atFraction)
    }
    case 'tennis': {
      // Point by point, spread evenly over the match: prices move with every point.
      const serve = tennisServePoints(strength)
      const { points } = simulateTennis(random, serve.home, serve.away)
      return points.map((point, i) => ({
        atFraction: ((i + 1) / points.length) * 0.99,
        side: point.winner,
        units: point.setEnded ? 1 : 0,
        tennis: { set: point.set, score: point.score, setGames: point.setGames },
        dangerous: point.setEnded,
      }))
    }
    case 'volleyball':
    case 'tableTennis':
    case 'esports': {
      const n = BEST_OF[model] ?? 3
      const p = UNIT_WIN[model]?.(strength) ?? 0.5
      const needed = Math.ceil(n / 2)
      const score = { home: 0, away: 0 }
      const events: ScoringEvent[] = []
      for (let i = 0; score.home < needed && score.away < needed; i += 1) {
        const side = random.chance(p) ? 'home' : 'away'
        score[side] += 1
        events.push({ atFraction: (i + 1) / n, side, units: 1, dangerous: true })
      }
      return events
    }
    case 'basketball':
    case 'cricket': {
      const [marginMean, marginSd, totalMean, totalSd] =
        model === 'basketball' ? [12 * strength, 12, 200, 16] : [35 * strength, 35, 320, 40]
      const margin = Math.round(marginMean + marginSd * normalQuantile(random.next())) || 1
      const sum = Math.max(
        Math.abs(margin) + 2,
        Math.round(totalMean + totalSd * normalQuantile(random.next())),
      )
      const final = { home: Math.round((sum + margin) / 2), away: Math.round((sum - margin) / 2) }
      const events: ScoringEvent[] = []
      const given = { home: 0, away: 0 }
      for (let step = 1; step <= 40; step += 1) {
        for (const side of ['home', 'away'] as const) {
          const due = Math.round((final[side] * step) / 40) - given[side]
          if (due > 0)
            events.push({
              atFraction: step / 40 - (side === 'home' ? 0.004 : 0.002),
              side,
              units: due,
              dangerous: false,
            })
          given[side] += Math.max(0, due)
        }
      }
      return events
    }
  }
}

/** How many periods a sport's score is split into, for the period scores. */
export const PERIODS: Readonly<Record<SportModel, { count: number; name: string; type: string }>> =
  {
    football: { count: 2, name: 'Half', type: 'regular_period' },
    basketball: { count: 4, name: 'Quarter', type: 'regular_period' },
    tennis: { count: 3, name: 'Set', type: 'set' },
    iceHockey: { count: 3, name: 'Period', type: 'regular_period' },
    volleyball: { count: 5, name: 'Set', type: 'set' },
    cricket: { count: 2, name: 'Innings', type: 'innings' },
    tableTennis: { count: 5, name: 'Game', type: 'set' },
    esports: { count: 3, name: 'Map', type: 'map' },
  }
