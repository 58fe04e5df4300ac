import { combineHalves, effectiveProbability, halfLines, type ResultWeights } from './lines'

/** A joint distribution of final scores: (home, away) with its probability. */
export type ScoreProbability = { readonly home: number; readonly away: number; readonly p: number }
export type ScoreDistribution = readonly ScoreProbability[]

export function threeWay(dist: ScoreDistribution): [number, number, number] {
  let home = 0
  let draw = 0
  let away = 0
  for (const { home: h, away: a, p } of dist) {
    if (h > a) home += p
    else if (h === a) draw += p
    else away += p
  }
  return [home, draw, away]
}

function weights(
  dist: ScoreDistribution,
  marginOf: (s: ScoreProbability) => number,
  line: number,
): ResultWeights {
  const w: ResultWeights = { win: 0, halfWin: 0, void: 0, halfLose: 0, lose: 0 }
  const halves = halfLines(line)
  for (const score of dist) {
    const result = combineHalves(halves.map((half) => marginOf(score) + half))
    w[result] += score.p
  }
  return w
}

/**
 * Effective probabilities of the two sides of an Asian handicap on the home side (`line` −0.75:
 * home gives 0.75), pushes and half results included; they sum to 1.
 */
export function handicap(dist: ScoreDistribution, line: number): [number, number] {
  const home = effectiveProbability(weights(dist, (s) => s.home - s.away, line))
  return [home, 1 - home]
}

/** Effective probabilities of over and under a total line (quarter lines allowed). */
export function total(dist: ScoreDistribution, line: number): [number, number] {
  const over = effectiveProbability(weights(dist, (s) => s.home + s.away, -line))
  return [over, 1 - over]
}

export function probabilityOf(
  dist: ScoreDistribution,
  test: (s: ScoreProbability) => boolean,
): number {
  let sum = 0
  for (const s of dist) if (test(s)) sum += s.p
  return sum
}

export function expectedTotal(dist: ScoreDistribution): number {
  return dist.reduce((sum, s) => sum + s.p * (s.home + s.away), 0)
}

export function expectedMargin(dist: ScoreDistribution): number {
  return dist.reduce((sum, s) => sum + s.p * (s.home - s.away), 0)
}
