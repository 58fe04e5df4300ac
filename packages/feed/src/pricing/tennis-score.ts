/** The scoring rules of a best-of-three tennis match, shared by the simulation and pricing. */
export type Side = 'home' | 'away'
type Score = { readonly home: number; readonly away: number }

/** Sets, games over the match, games of the set in play, points of the game in play. */
export type TennisScore = {
  readonly sets: Score
  readonly games: Score
  readonly setGames: Score
  readonly points: Score
}

const ZERO: Score = { home: 0, away: 0 }
export const TENNIS_START: TennisScore = { sets: ZERO, games: ZERO, setGames: ZERO, points: ZERO }

const other = (side: Side): Side => (side === 'home' ? 'away' : 'home')
const plusOne = (score: Score, side: Side): Score => ({ ...score, [side]: score[side] + 1 })

export const isTiebreak = (score: TennisScore): boolean =>
  score.setGames.home === 6 && score.setGames.away === 6

export const isDecided = (score: TennisScore): boolean =>
  score.sets.home === 2 || score.sets.away === 2

/**
 * Who serves the next point. Serve alternates every game over the whole match (a tiebreak
 * counts as a game) with home serving first; in a tiebreak it changes after every odd point.
 */
export function tennisServer(score: TennisScore): Side {
  const firstServer: Side = (score.games.home + score.games.away) % 2 === 0 ? 'home' : 'away'
  if (!isTiebreak(score)) return firstServer
  const n = score.points.home + score.points.away
  return n % 4 === 0 || n % 4 === 3 ? firstServer : other(firstServer)
}

export type PointPlayed = {
  readonly score: TennisScore
  /** The games of the set the point was played in, after it (kept when the set ends). */
  readonly setGames: Score
  readonly setEnded: boolean
}

/** The score after `winner` takes a point: games to four, two clear; a tiebreak at 6-6 to seven. */
export function afterPoint(score: TennisScore, winner: Side): PointPlayed {
  const loser = other(winner)
  const target = isTiebreak(score) ? 7 : 4
  const points = plusOne(score.points, winner)
  if (points[winner] < target || points[winner] - points[loser] < 2)
    return { score: { ...score, points }, setGames: score.setGames, setEnded: false }
  const setGames = plusOne(score.setGames, winner)
  const games = plusOne(score.games, winner)
  const setEnded =
    isTiebreak(score) || (setGames[winner] >= 6 && setGames[winner] - setGames[loser] >= 2)
  return setEnded
    ? {
        score: { sets: plusOne(score.sets, winner), games, setGames: ZERO, points: ZERO },
        setGames,
        setEnded,
      }
    : { score: { ...score, games, setGames, points: ZERO }, setGames, setEnded }
}

const CALLS = ['0', '15', '30', '40']

/** The score of the game in play as shown: 0/15/30/40/A, or the tiebreak points. */
export function gameScore(score: TennisScore): { home: string; away: string } {
  const { home, away } = score.points
  if (isTiebreak(score)) return { home: String(home), away: String(away) }
  if (home >= 3 && away >= 3) {
    if (home === away) return { home: '40', away: '40' }
    return home > away ? { home: 'A', away: '40' } : { home: '40', away: 'A' }
  }
  return { home: CALLS[home] ?? '40', away: CALLS[away] ?? '40' }
}
