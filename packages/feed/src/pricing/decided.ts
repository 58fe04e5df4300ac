import { outcomeResolver, settledOn, type OutcomeResult } from './results'

type Score = { readonly home: number; readonly away: number }

/**
 * The final scores a match can still end on, per score its markets are settled on; a score
 * left out is not known yet in any useful way (an outright's winner), so nothing on it is
 * decided before the result.
 */
export type ReachableScores = {
  readonly main?: readonly Score[]
  readonly halfTime?: readonly Score[]
  readonly games?: readonly Score[]
}

/** Further than any line a market offers: a total or margin no match reaches. */
const FAR = 10_000
/** Enough to reach every exact score a market lists (correct scores go to 4:4). */
const NEAR = 6

/**
 * Final scores reachable from `from` when scores only grow, without bound (goals, points): the
 * near grid holds every exact score a market can name, the grid from the level score holds
 * every draw, and the far corners every total and margin beyond any line. Every market settled
 * on such a score is a threshold, an exact score or a level score, so if all of these agree on
 * an outcome's result, every reachable score does.
 */
export function scoresFrom(from: Score): Score[] {
  // The far corners first: most outcomes still open differ there, and the search stops.
  const steps = [0, FAR, ...Array.from({ length: NEAR }, (_, i) => i + 1)]
  const level = Math.max(from.home, from.away)
  const out: Score[] = []
  for (const i of steps)
    for (const j of steps) {
      out.push({ home: from.home + i, away: from.away + j })
      out.push({ home: level + i, away: level + j })
    }
  return out
}

/**
 * The result of an outcome when every score the match can still end on gives it the same
 * one — decided before the final whistle, as a total already passed or a correct score out of
 * reach is — or undefined while it is still open.
 * Example: total 1.5 at 2:0 → over 'win', under 'lose'.
 */
export function decidedResult(
  marketId: string,
  specifier: string,
  outcomeId: string,
  reachable: ReachableScores,
): OutcomeResult | undefined {
  const on = settledOn(marketId)
  const scores = on === 'winner' ? undefined : reachable[on]
  if (!scores || scores.length === 0) return undefined
  const resolve = outcomeResolver(marketId, specifier, outcomeId)
  let decided: OutcomeResult | undefined
  for (const score of scores) {
    // Each market reads only its own score, so one score stands in for all three.
    const result = resolve({
      ...score,
      halfTime: score,
      games: score,
    })
    if (decided !== undefined && result !== decided) return undefined
    decided = result
  }
  return decided
}
