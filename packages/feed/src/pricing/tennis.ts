import type { ScoreDistribution, ScoreProbability } from './score-distribution'
import { TENNIS_START, isDecided, isTiebreak, type TennisScore } from './tennis-score'

/**
 * P(the server wins the game) from `a`:`b` points (server first), when the server wins each
 * point with probability p; from deuce on, two clear points: p² / (p² + q²).
 */
export function holdFrom(p: number, a: number, b: number): number {
  const q = 1 - p
  if (a >= 4 && a - b >= 2) return 1
  if (b >= 4 && b - a >= 2) return 0
  if (a >= 3 && b >= 3) {
    const deuce = (p * p) / (p * p + q * q)
    return a === b ? deuce : a > b ? p + q * deuce : p * deuce
  }
  return p * holdFrom(p, a + 1, b) + q * holdFrom(p, a, b + 1)
}

/** P(server holds) from the start of a game (deuce included). */
export function holdProbability(p: number): number {
  return holdFrom(p, 0, 0)
}

/**
 * P(A wins a tiebreak to 7, two clear) from `a`:`b` points, when A served its first point;
 * serve then changes after every odd point (A, B, B, A, A, …). pA and pB: each player's
 * point-win probability on serve.
 */
export function tiebreakFrom(pA: number, pB: number, a: number, b: number): number {
  // From 6-6 on, each pair of points has one serve each: A wins the pair, B does, or they split.
  const pairA = pA * (1 - pB)
  const pairB = (1 - pA) * pB
  const known = new Map<string, number>()
  const win = (x: number, y: number): number => {
    if (x >= 7 && x - y >= 2) return 1
    if (y >= 7 && y - x >= 2) return 0
    if (x >= 6 && x === y) return pairA / (pairA + pairB)
    const key = `${x}:${y}`
    const cached = known.get(key)
    if (cached !== undefined) return cached
    const n = x + y
    const pPoint = n % 4 === 0 || n % 4 === 3 ? pA : 1 - pB
    const value = pPoint * win(x + 1, y) + (1 - pPoint) * win(x, y + 1)
    known.set(key, value)
    return value
  }
  return win(a, b)
}

/** P(A wins a tiebreak) from its first point, A serving first. */
export function tiebreakProbability(pA: number, pB: number): number {
  return tiebreakFrom(pA, pB, 0, 0)
}

type SetOutcome = {
  readonly a: number
  readonly b: number
  readonly p: number
  readonly aServesNext: boolean
}

/**
 * Final scores of one set (6-x, 7-5, 7-6) with the first server of the next set. `from` starts
 * the set at a games score, with `currentGame` the chance A wins the game (or tiebreak) in play.
 */
export function setOutcomes(
  pA: number,
  pB: number,
  aServesFirst: boolean,
  from: { readonly a: number; readonly b: number; readonly currentGame?: number } = { a: 0, b: 0 },
): SetOutcome[] {
  const holdA = holdProbability(pA)
  const holdB = holdProbability(pB)
  const outcomes: SetOutcome[] = []
  const prob = new Map<string, number>([[`${from.a}:${from.b}`, 1]])
  const inPlay = (a: number, b: number) =>
    a === from.a && b === from.b ? from.currentGame : undefined
  const finish = (a: number, b: number, p: number) => {
    const games = a + b
    const lastServerIsA = (games - 1) % 2 === 0 ? aServesFirst : !aServesFirst
    outcomes.push({ a, b, p, aServesNext: !lastServerIsA })
  }
  for (let games = from.a + from.b; games <= 12; games += 1) {
    for (let a = Math.max(0, games - 6); a <= Math.min(6, games); a += 1) {
      const b = games - a
      const here = prob.get(`${a}:${b}`) ?? 0
      if (here === 0) continue
      if (a === 6 && b === 6) {
        const tiebreakFirstIsA = games % 2 === 0 ? aServesFirst : !aServesFirst
        const winA =
          inPlay(a, b) ??
          (tiebreakFirstIsA ? tiebreakProbability(pA, pB) : 1 - tiebreakProbability(pB, pA))
        finish(7, 6, here * winA)
        finish(6, 7, here * (1 - winA))
        continue
      }
      const aServes = games % 2 === 0 ? aServesFirst : !aServesFirst
      const pGame = inPlay(a, b) ?? (aServes ? holdA : 1 - holdB)
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
  return tennisFrom(pHomeServe, pAwayServe, TENNIS_START)
}

/**
 * The rest of a best-of-three match from any point of it. Serve alternates every game over
 * the whole match (a tiebreak counts as a game), so the games played say who serves.
 */
export function tennisFrom(
  pHomeServe: number,
  pAwayServe: number,
  score: TennisScore,
): TennisDistribution {
  const key = [pHomeServe, pAwayServe, score.sets, score.games, score.setGames, score.points]
    .map((x) => (typeof x === 'number' ? x : `${x.home}-${x.away}`))
    .join(':')
  const known = MATCHES.get(key)
  if (known) return known
  const computed = computeTennisFrom(pHomeServe, pAwayServe, score)
  // Live pricing asks for the same state every tick until a point is played: keep recent answers.
  if (MATCHES.size >= 2000) MATCHES.clear()
  MATCHES.set(key, computed)
  return computed
}

const MATCHES = new Map<string, TennisDistribution>()

function computeTennisFrom(pH: number, pA: number, score: TennisScore): TennisDistribution {
  const sets = new Map<string, ScoreProbability>()
  const games = new Map<string, ScoreProbability>()
  const add = (map: Map<string, ScoreProbability>, home: number, away: number, p: number) => {
    const key = `${home}:${away}`
    map.set(key, { home, away, p: (map.get(key)?.p ?? 0) + p })
  }
  const freshSet = [setOutcomes(pH, pA, false), setOutcomes(pH, pA, true)] as const
  const play = (
    setsA: number,
    setsB: number,
    gamesA: number,
    gamesB: number,
    p: number,
    aServes: boolean,
    outcomes: readonly SetOutcome[] = freshSet[aServes ? 1 : 0],
  ) => {
    if (setsA === 2 || setsB === 2) {
      add(sets, setsA, setsB, p)
      add(games, gamesA, gamesB, p)
      return
    }
    for (const outcome of outcomes) {
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
  if (isDecided(score))
    return {
      sets: [{ ...score.sets, p: 1 }],
      games: [{ ...score.games, p: 1 }],
    }
  const { setGames, points } = score
  const played = score.games.home + score.games.away
  const homeServesSet = (played - setGames.home - setGames.away) % 2 === 0
  // The game in play, or the tiebreak, from its points (the tiebreak from its first server).
  const homeServesNow = played % 2 === 0
  const currentGame = isTiebreak(score)
    ? homeServesNow
      ? tiebreakFrom(pH, pA, points.home, points.away)
      : 1 - tiebreakFrom(pA, pH, points.away, points.home)
    : homeServesNow
      ? holdFrom(pH, points.home, points.away)
      : 1 - holdFrom(pA, points.away, points.home)
  play(
    score.sets.home,
    score.sets.away,
    score.games.home - setGames.home,
    score.games.away - setGames.away,
    1,
    homeServesSet,
    setOutcomes(pH, pA, homeServesSet, { a: setGames.home, b: setGames.away, currentGame }),
  )
  return { sets: [...sets.values()], games: [...games.values()] }
}

/** Serve point probabilities from the home player's relative strength (about −1.5…1.5). */
export function tennisServePoints(strength: number): { home: number; away: number } {
  const clamp = (x: number) => Math.min(0.8, Math.max(0.45, x))
  return { home: clamp(0.63 + 0.04 * strength), away: clamp(0.63 - 0.04 * strength) }
}
