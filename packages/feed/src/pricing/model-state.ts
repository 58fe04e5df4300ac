import type { SportModel } from '../fixtures/sport-definitions'
import { FIRST_HALF_SHARE, footballRates, footballScores } from './football'
import { normalCdf } from './probability'
import type { ScoreDistribution, ScoreProbability } from './score-distribution'
import { tennisFrom, tennisServePoints } from './tennis'

/**
 * Where a match stands, as pricing needs it: the share of play left (1 before kick-off, 0 at
 * the end) and the scores so far. `units` are goals, points, sets or maps (the main score);
 * `firstHalf` is the first-half score while it can still change; `games` the tennis games over
 * the match, `setGames` and `points` those of the set and game in play.
 */
export type MatchState = {
  readonly remaining: number
  readonly units: { readonly home: number; readonly away: number }
  readonly firstHalf?: { readonly home: number; readonly away: number } | undefined
  /** Share of the first half still to play, where it differs from what `remaining` implies. */
  readonly firstHalfLeft?: number | undefined
  readonly games?: { readonly home: number; readonly away: number } | undefined
  /** Tennis: games of the set in play and points of the game in play. */
  readonly setGames?: { readonly home: number; readonly away: number } | undefined
  readonly points?: { readonly home: number; readonly away: number } | undefined
}

export const KICK_OFF: MatchState = { remaining: 1, units: { home: 0, away: 0 } }

/**
 * The final-score distributions markets are priced on: `main` (goals, sets, maps, or for
 * normal-approximation sports the points margin as home − away), `firstHalf`, `games`
 * (tennis) and `totalPoints` (normal-approximation sports: the total as `home`).
 */
export type Distributions = {
  readonly main: ScoreDistribution
  readonly firstHalf?: ScoreDistribution
  readonly games?: ScoreDistribution
  readonly totalPoints?: ScoreDistribution
}

const logistic = (x: number) => 1 / (1 + Math.exp(-x))

/** Best-of-n with `units` already played: the rest drawn from the per-unit probability. */
function bestOfFrom(n: number, p: number, units: MatchState['units']): ScoreDistribution {
  const needed = Math.ceil(n / 2)
  if (units.home >= needed || units.away >= needed)
    return [{ home: units.home, away: units.away, p: 1 }]
  // The remainder is a race to `needed`: walk every order of the units left, merging scores.
  const out = new Map<string, ScoreProbability>()
  const walk = (h: number, a: number, prob: number) => {
    if (h === needed || a === needed) {
      const key = `${h}:${a}`
      out.set(key, { home: h, away: a, p: (out.get(key)?.p ?? 0) + prob })
      return
    }
    walk(h + 1, a, prob * p)
    walk(h, a + 1, prob * (1 - p))
  }
  walk(units.home, units.away, 1)
  return [...out.values()]
}

/** A normal distribution discretized to whole numbers around `mean`. */
function discreteNormal(
  mean: number,
  sd: number,
  map: (x: number) => ScoreProbability['home'],
): ScoreProbability[] {
  const out: ScoreProbability[] = []
  if (sd <= 0.01) return [{ home: map(Math.round(mean)), away: 0, p: 1 }]
  const lo = Math.floor(mean - 5 * sd)
  const hi = Math.ceil(mean + 5 * sd)
  let sum = 0
  for (let x = lo; x <= hi; x += 1) {
    const p = normalCdf((x + 0.5 - mean) / sd) - normalCdf((x - 0.5 - mean) / sd)
    sum += p
    out.push({ home: map(x), away: 0, p })
  }
  return out.map((s) => ({ ...s, p: s.p / sum }))
}

const NORMAL = {
  basketball: { marginSd: 12, total: 200, totalSd: 16, marginPerStrength: 12 },
  cricket: { marginSd: 35, total: 320, totalSd: 40, marginPerStrength: 35 },
} as const

/**
 * The distributions of a match of `model` between sides of relative `strength`, given its
 * state: pre-match at `KICK_OFF`, in play as the match goes (what is left is scaled by the
 * share of play remaining and added to the score so far).
 */
export function distributionsFor(
  model: SportModel,
  strength: number,
  state: MatchState = KICK_OFF,
): Distributions {
  const r = Math.max(0, Math.min(1, state.remaining))
  switch (model) {
    case 'football': {
      const rates = footballRates(strength)
      // Dixon–Coles applies to a whole match; in play the goals still to come are independent.
      const rho = r === 1 ? undefined : 0
      const main = footballScores(rates.home * r, rates.away * r, {
        current: state.units,
        ...(rho === undefined ? {} : { rho }),
      })
      // The first half is the first half of the playing time; it holds 45 % of the goals.
      const halfLeft = state.firstHalfLeft ?? Math.max(0, r - 0.5) / 0.5
      // After half-time the first-half markets are decided: nothing left to price.
      if (halfLeft === 0) return { main }
      const firstHalf = footballScores(
        rates.home * FIRST_HALF_SHARE * halfLeft,
        rates.away * FIRST_HALF_SHARE * halfLeft,
        {
          current: state.firstHalf ?? state.units,
          ...(r === 1 ? {} : { rho: 0 }),
        },
      )
      return { main, firstHalf }
    }
    case 'iceHockey':
      return {
        main: footballScores(3.1 * Math.exp(strength / 4) * r, 2.7 * Math.exp(-strength / 4) * r, {
          rho: 0,
          current: state.units,
        }),
      }
    case 'tennis': {
      // The point-level chain from the exact score: tennis prices move with every point.
      const serve = tennisServePoints(strength)
      const zero = { home: 0, away: 0 }
      const { sets, games } = tennisFrom(serve.home, serve.away, {
        sets: state.units,
        games: state.games ?? zero,
        setGames: state.setGames ?? zero,
        points: state.points ?? zero,
      })
      return { main: sets, games }
    }
    case 'volleyball':
      return { main: bestOfFrom(5, logistic(1.2 * strength), state.units) }
    case 'tableTennis':
      return { main: bestOfFrom(5, logistic(1.0 * strength), state.units) }
    case 'esports':
      return { main: bestOfFrom(3, logistic(1.4 * strength), state.units) }
    case 'basketball':
    case 'cricket': {
      const m = NORMAL[model]
      const margin = state.units.home - state.units.away + m.marginPerStrength * strength * r
      const sum = state.units.home + state.units.away + m.total * r
      return {
        main: discreteNormal(margin, m.marginSd * Math.sqrt(r), (x) => x),
        totalPoints: discreteNormal(sum, m.totalSd * Math.sqrt(r), (x) => x),
      }
    }
  }
}
