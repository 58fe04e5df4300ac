import {
  TENNIS_START,
  afterPoint,
  isDecided,
  tennisServer,
  type Side,
  type TennisScore,
} from '../pricing/tennis-score'
import type { Random } from '../random'

/** One point of a simulated match: who won it and the score after it. */
export type TennisPoint = {
  readonly winner: Side
  /** The set it was played in, from 0. */
  readonly set: number
  readonly score: TennisScore
  /** The games of that set after the point (its final score when the point ended it). */
  readonly setGames: { readonly home: number; readonly away: number }
  readonly setEnded: boolean
}

export type TennisResult = {
  readonly sets: { readonly home: number; readonly away: number }
  readonly games: { readonly home: number; readonly away: number }
  readonly points: readonly TennisPoint[]
}

/**
 * One best-of-three match played point by point: each point goes to the server with their
 * serve probability, under the scoring rules of `tennis-score`. Independent of the Markov
 * pricing, which it is tested against.
 */
export function simulateTennis(
  random: Random,
  pHomeServe: number,
  pAwayServe: number,
): TennisResult {
  let score = TENNIS_START
  const points: TennisPoint[] = []
  while (!isDecided(score)) {
    const server = tennisServer(score)
    const serverWins = random.chance(server === 'home' ? pHomeServe : pAwayServe)
    const winner: Side = serverWins ? server : server === 'home' ? 'away' : 'home'
    const set = score.sets.home + score.sets.away
    const played = afterPoint(score, winner)
    score = played.score
    points.push({ winner, set, score, setGames: played.setGames, setEnded: played.setEnded })
  }
  return { sets: score.sets, games: score.games, points }
}
