import { poissonPmf } from './probability'
import type { ScoreDistribution, ScoreProbability } from './score-distribution'

/** Goals beyond this are folded into it; P(> 10 goals for one side) is negligible. */
const MAX_GOALS = 10

/** Dixon–Coles dependence: typical fitted values are slightly negative (more 0-0 and 1-1). */
export const DEFAULT_RHO = -0.08

/** Dixon–Coles correction of the four low scores; 1 elsewhere. */
function tau(h: number, a: number, homeRate: number, awayRate: number, rho: number): number {
  if (h === 0 && a === 0) return 1 - homeRate * awayRate * rho
  if (h === 0 && a === 1) return 1 + homeRate * rho
  if (h === 1 && a === 0) return 1 + awayRate * rho
  if (h === 1 && a === 1) return 1 - rho
  return 1
}

/**
 * Final-score distribution of a football match from goal rates (expected goals), with the
 * Dixon–Coles low-score correction, renormalized. In play, pass the goals still expected and
 * the current score: the remaining goals are added to it.
 * Example: rates 1.5 and 1.1 give P(1-1) ≈ 0.12.
 */
export function footballScores(
  homeRate: number,
  awayRate: number,
  {
    rho = DEFAULT_RHO,
    current = { home: 0, away: 0 },
  }: { rho?: number; current?: { home: number; away: number } } = {},
): ScoreDistribution {
  const home = poissonPmf(homeRate, MAX_GOALS)
  const away = poissonPmf(awayRate, MAX_GOALS)
  const scores: ScoreProbability[] = []
  let sum = 0
  home.forEach((ph, h) => {
    away.forEach((pa, a) => {
      const p = Math.max(0, ph * pa * tau(h, a, homeRate, awayRate, rho))
      sum += p
      scores.push({ home: current.home + h, away: current.away + a, p })
    })
  })
  return scores.map((s) => ({ ...s, p: s.p / sum }))
}

/** Goal rates of two sides from the home side's relative strength (about −1.5…1.5). */
export function footballRates(strength: number): { home: number; away: number } {
  return { home: 1.45 * Math.exp(strength / 3), away: 1.15 * Math.exp(-strength / 3) }
}

/** Share of a match's goals expected by half-time. */
export const FIRST_HALF_SHARE = 0.45
