import { FIRST_HALF_SHARE, footballScores } from '../pricing/football'
import type { Random } from '../random'
import { sampleScore } from './sample'

export type Goal = { readonly minute: number; readonly side: 'home' | 'away' }
export type FootballTimeline = {
  readonly final: { readonly home: number; readonly away: number }
  readonly halfTime: { readonly home: number; readonly away: number }
  /** Goals in minute order. */
  readonly goals: readonly Goal[]
}

/**
 * One football match: the final score is drawn from the same Dixon–Coles distribution the
 * prices come from, then each goal is placed in a minute (first half with probability 0.45).
 * Pricing never sees the timeline ahead of the clock.
 */
export function simulateFootball(
  random: Random,
  homeRate: number,
  awayRate: number,
): FootballTimeline {
  const final = sampleScore(random, footballScores(homeRate, awayRate))
  const goals: Goal[] = []
  const place = (side: 'home' | 'away', count: number) => {
    for (let i = 0; i < count; i += 1) {
      const firstHalf = random.chance(FIRST_HALF_SHARE)
      goals.push({ minute: firstHalf ? random.int(1, 45) : random.int(46, 90), side })
    }
  }
  place('home', final.home)
  place('away', final.away)
  goals.sort((a, b) => a.minute - b.minute)
  const firstHalf = goals.filter((g) => g.minute <= 45)
  return {
    final: { home: final.home, away: final.away },
    halfTime: {
      home: firstHalf.filter((g) => g.side === 'home').length,
      away: firstHalf.filter((g) => g.side === 'away').length,
    },
    goals,
  }
}
