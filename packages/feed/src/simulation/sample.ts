import type { Random } from '../random'
import type { ScoreDistribution, ScoreProbability } from '../pricing/score-distribution'

/** Draws one score from a distribution. */
export function sampleScore(random: Random, dist: ScoreDistribution): ScoreProbability {
  let u = random.next()
  for (const score of dist) {
    u -= score.p
    if (u < 0) return score
  }
  const last = dist.at(-1)
  if (!last) throw new Error('empty distribution')
  return last
}
