import type { ScoreDistribution, ScoreProbability } from './score-distribution'

/**
 * Final unit scores (sets, games, maps) of a best-of-n contest where the home side wins each
 * unit with probability p, independently. Best of 3 at p = 0.6: 2-0 0.36, 2-1 0.288.
 */
export function bestOf(n: number, p: number): ScoreDistribution {
  const needed = Math.ceil(n / 2)
  const scores: ScoreProbability[] = []
  const choose = (m: number, k: number): number => {
    let c = 1
    for (let i = 1; i <= k; i += 1) c = (c * (m - k + i)) / i
    return c
  }
  for (let lost = 0; lost < needed; lost += 1) {
    // The winner takes the last unit: C(needed − 1 + lost, lost) orders of the others.
    const orders = choose(needed - 1 + lost, lost)
    scores.push({ home: needed, away: lost, p: orders * p ** needed * (1 - p) ** lost })
    scores.push({ home: lost, away: needed, p: orders * (1 - p) ** needed * p ** lost })
  }
  return scores
}
