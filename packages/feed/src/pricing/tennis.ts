import type { ScoreDistribution, ScoreProbability } from './score-distribution'

/** P(server holds) when the server wins each point with probability p (deuce included). */
export function holdProbability(p: number): number {
  const q = 1 - p
  const beforeDeuce = p ** 4 * (1 + 4 * q + 10 * q * q)
  const reachDeuce = 20 * p ** 3 * q ** 3
  return beforeDeuce + (reachDeuce * p * p) / (1 - 2 * p * q)
}

/**
 * P(A wins a tiebreak to 7, two clear) when A serves its first point; serve then changes after
 * every odd point (A, B, B, A, A, …). pA and pB: each player's point-win probability on serve.
 */
export function tiebreakProbability(pA: number, pB: number): number {
  const prob = new Map<string, number>([['0:0', 1]])
  let win = 0
  for (let points = 0; points < 12; points += 1) {
    for (let a = Math.max(0, points - 6); a <= Math.min(6, points); a += 1) {
      const b = points - a
      const here = prob.get(`${a}:${b}`) ?? 0
      if (here === 0) continue
      const aServes = points % 4 === 0 || points % 4 === 3
      const pPoint = aServes ? pA : 1 - pB
      if (a + 1 === 7) win += here * pPoint
      else prob.set(`${a + 1}:${b}`, (prob.get(`${a + 1}:${b}`) ?? 0) + here * pPoint)
      if (b + 1 < 7)
        prob.set(`${a}:${b + 1}`, (prob.get(`${a}:${b + 1}`) ?? 0) + here * (1 - pPoint))
    }
  }
  // From 6-6 on, each pair of points has one serve each: A wins the pair, B does, or they split.
  const pairA = pA * (1 - pB)
  const pairB = (1 - pA) * pB
  return win + ((prob.get('6:6') ?? 0) * pairA) / (pairA + pairB)
}

type SetOutcome = {
  readonly a: number
  readonly b: number
  readonly p: number
  readonly aServesNext: boolean
}

/** Final scores of one set (6-x, 7-5, 7-6) with the first server of the next set. */
export function setOutcomes(pA: number, pB: number, aServesFirst: boolean): SetOutcome[] {
  const holdA = holdProbability(pA)
  const holdB = holdProbability(pB)
  const outcomes: SetOutcome[] = []
  const prob = new Map<string, number>([['0:0', 1]])
  const finish = (a: number, b: number, p: number) => {
    const games = a + b
    const lastServerIsA = (games - 1) % 2 === 0 ? aServesFirst : !aServesFirst
    outcomes.push({ a, b, p, aServesNext: !lastServerIsA })
  }
  for (let games = 0; games <= 12; games += 1) {
    for (let a = Math.max(0, games - 6); a <= Math.min(6, games); a += 1) {
      const b = games - a
      const here = prob.get(`${a}:${b}`) ?? 0
      if (here === 0) continue
      if (a === 6 && b === 6) {
        const tiebreakFirstIsA = games % 2 === 0 ? aServesFirst : !aServesFirst
        const winA = tiebreakFirstIsA
          ? tiebreakProbability(pA, pB)
          : 1 - tiebreakProbability(pB, pA)
        finish(7, 6, here * winA)
        finish(6, 7, here * (1 - winA))
        continue
      }
      const aServes = games % 2 === 0 ? aServesFirst : !aServesFirst
      const pGame = aServes ? holdA : 1 - holdB
      for (const [na, nb, p] of [
        [a + 1, b, here * pGame],
        [a, b + 1, here * (1 - pGame)],
      ] as const) {
        const won = (na >= 6 && na - nb >= 2) || na === 7
        const lost = (nb >= 6 && nb - na >= 2) || nb === 7
        if (won || lost) finish(na, nb, p)
        else prob.set(`${na}:${nb}`, (prob.get(`${na}:${nb}`) ?? 0) + p)
      }
    }
  }
  return outcomes
}

export type TennisDistribution = {
  /** Sets won by each player. */
  readonly sets: ScoreDistribution
  /** Games won by each player over the match. */
  readonly games: ScoreDistribution
}

/**
 * A best-of-three match from point-level serve probabilities (a point-level Markov chain:
 * points → games → sets → match), with the home player serving first.
 */
export function tennisMatch(pHomeServe: number, pAwayServe: number): TennisDistribution {
  const key = `${pHomeServe}:${pAwayServe}`
  const known = MATCHES.get(key)
  if (known) return known
  const computed = computeTennisMatch(pHomeServe, pAwayServe)
  // Live pricing asks for the same players every tick: keep recent answers (bounded).
  if (MATCHES.size >= 500) MATCHES.clear()
  MATCHES.set(key, computed)
  return computed
}

const MATCHES = new Map<string, TennisDistribution>()

function computeTennisMatch(pHomeServe: number, pAwayServe: number): TennisDistribution {
  const sets = new Map<string, ScoreProbability>()
  const games = new Map<string, ScoreProbability>()
  const add = (map: Map<string, ScoreProbability>, home: number, away: number, p: number) => {
    const key = `${home}:${away}`
    map.set(key, { home, away, p: (map.get(key)?.p ?? 0) + p })
  }
  const play = (
    setsA: number,
    setsB: number,
    gamesA: number,
    gamesB: number,
    p: number,
    aServes: boolean,
  ) => {
    if (setsA === 2 || setsB === 2) {
      add(sets, setsA, setsB, p)
      add(games, gamesA, gamesB, p)
      return
    }
    for (const outcome of setOutcomes(pHomeServe, pAwayServe, aServes)) {
      const aWins = outcome.a > outcome.b
      play(
        setsA + (aWins ? 1 : 0),
        setsB + (aWins ? 0 : 1),
        gamesA + outcome.a,
        gamesB + outcome.b,
        p * outcome.p,
        outcome.aServesNext,
      )
    }
  }
  play(0, 0, 0, 0, 1, true)
  return { sets: [...sets.values()], games: [...games.values()] }
}

/** Serve point probabilities from the home player's relative strength (about −1.5…1.5). */
export function tennisServePoints(strength: number): { home: number; away: number } {
  const clamp = (x: number) => Math.min(0.8, Math.max(0.45, x))
  return { home: clamp(0.63 + 0.04 * strength), away: clamp(0.63 - 0.04 * strength) }
}
