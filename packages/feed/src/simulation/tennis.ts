import type { Random } from '../random'

export type TennisResult = {
  readonly sets: { readonly home: number; readonly away: number }
  readonly games: { readonly home: number; readonly away: number }
}

/**
 * One best-of-three match played point by point: each point goes to the server with their
 * serve probability; games to four with deuce, sets to six with a tiebreak at 6-6. The home
 * player serves first. Independent of the Markov pricing, which it is tested against.
 */
export function simulateTennis(
  random: Random,
  pHomeServe: number,
  pAwayServe: number,
): TennisResult {
  let homeServes = true
  const sets = { home: 0, away: 0 }
  const games = { home: 0, away: 0 }
  const point = (server: 'home' | 'away'): 'home' | 'away' => {
    const p = server === 'home' ? pHomeServe : pAwayServe
    const serverWins = random.chance(p)
    return serverWins ? server : server === 'home' ? 'away' : 'home'
  }
  const race = (
    target: number,
    serverOf: (pointIndex: number) => 'home' | 'away',
  ): 'home' | 'away' => {
    const score = { home: 0, away: 0 }
    for (let i = 0; ; i += 1) {
      score[point(serverOf(i))] += 1
      if (score.home >= target && score.home - score.away >= 2) return 'home'
      if (score.away >= target && score.away - score.home >= 2) return 'away'
    }
  }
  while (sets.home < 2 && sets.away < 2) {
    const set = { home: 0, away: 0 }
    for (;;) {
      if (set.home === 6 && set.away === 6) {
        const first = homeServes ? 'home' : 'away'
        const other = first === 'home' ? 'away' : 'home'
        set[race(7, (i) => (i % 4 === 0 || i % 4 === 3 ? first : other))] += 1
        homeServes = !homeServes
        break
      }
      const server = homeServes ? 'home' : 'away'
      set[race(4, () => server)] += 1
      homeServes = !homeServes
      const done = (set.home >= 6 || set.away >= 6) && Math.abs(set.home - set.away) >= 2
      if (done) break
    }
    games.home += set.home
    games.away += set.away
    if (set.home > set.away) sets.home += 1
    else sets.away += 1
  }
  return { sets, games }
}
