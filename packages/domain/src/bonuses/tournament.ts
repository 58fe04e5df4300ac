import { oneOf } from '../one-of'

/**
 * Hunting tournaments (issue 39): players who joined farm points with their bets (farming.ts);
 * a shared pool, seeded by the operator and grown by a share of every counting stake, is paid
 * out at the end as freebets by rank. The spec names the states and the leaderboard's fields;
 * the rules of ranking and paying are ours (decision 145).
 */

/** A tournament's pool state (spec §3.8). */
export const TOURNAMENT_STATES = ['active', 'created', 'disabled', 'finished', 'paused'] as const
export type TournamentState = (typeof TOURNAMENT_STATES)[number]
export const isTournamentState = oneOf(TOURNAMENT_STATES)

/** What the operator set in the campaigns file: running, paused (no new bets) or disabled. */
export type TournamentSwitch = 'running' | 'paused' | 'disabled'

/**
 * The state at `now`: disabled by the operator whatever the clock says; created before it
 * starts; finished from its end (or once its prizes are being paid); paused by the operator;
 * otherwise active.
 */
export function tournamentStateAt(
  tournament: {
    readonly validFrom: Date
    readonly validTo: Date
    readonly switch: TournamentSwitch
    readonly payingOut: boolean
  },
  now: Date,
): TournamentState {
  if (tournament.switch === 'disabled') return 'disabled'
  if (tournament.payingOut || now.getTime() >= tournament.validTo.getTime()) return 'finished'
  if (now.getTime() < tournament.validFrom.getTime()) return 'created'
  return tournament.switch === 'paused' ? 'paused' : 'active'
}

/** Bets may be placed with the tournament (and farm for it) only while it is active. */
export function takesBets(state: TournamentState): boolean {
  return state === 'active'
}

/**
 * What a counting bet adds to the pool: its share (a whole percent) of the stake, rounded down
 * to the subunit.
 */
export function poolContribution(stakeSubunits: number, sharePercent: number): number {
  return Math.floor((stakeSubunits * sharePercent) / 100)
}

/** A player's entry as ranking sees it. */
export type Standing = {
  readonly entryId: string
  readonly points: number
  /** When the points last rose (ISO): equal points are listed in the order they were reached. */
  readonly reachedAt: string
}

export type Ranked = Standing & { readonly position: number }

/**
 * The leaderboard: most points first; equal points share a position and the next position
 * skips as many places (1, 2, 2, 4). Within a position, who reached the points first is listed
 * first; that changes nothing else.
 */
export function rankStandings(standings: readonly Standing[]): Ranked[] {
  const sorted = [...standings].sort(
    (a, b) =>
      b.points - a.points ||
      a.reachedAt.localeCompare(b.reachedAt) ||
      a.entryId.localeCompare(b.entryId),
  )
  let position = 0
  return sorted.map((standing, index) => {
    if (index === 0 || sorted[index - 1]?.points !== standing.points) position = index + 1
    return { ...standing, position }
  })
}

/**
 * The prizes at the end: place k wins `placePercents[k - 1]` percent of the pool. Players
 * sharing a position share the places they cover equally, rounded down to the subunit (what
 * rounding leaves stays with the operator). Only entries with points win; an entry that wins
 * nothing is not listed.
 */
export function tournamentPrizes(
  ranked: readonly Ranked[],
  placePercents: readonly number[],
  poolSubunits: number,
): { readonly entryId: string; readonly position: number; readonly amountSubunits: number }[] {
  const scoring = ranked.filter((r) => r.points > 0)
  const placeAmount = (place: number) =>
    Math.floor((poolSubunits * (placePercents[place - 1] ?? 0)) / 100)
  const prizes: { entryId: string; position: number; amountSubunits: number }[] = []
  for (const entry of scoring) {
    const tied = scoring.filter((r) => r.position === entry.position).length
    let shared = 0
    for (let place = entry.position; place < entry.position + tied; place += 1)
      shared += placeAmount(place)
    const amountSubunits = Math.floor(shared / tied)
    if (amountSubunits > 0)
      prizes.push({ entryId: entry.entryId, position: entry.position, amountSubunits })
  }
  return prizes
}

/**
 * The rows a leaderboard shows: the first `limit`, and the player's own row after them when it
 * is further down.
 */
export function leaderboardRows<T extends { readonly entryId: string }>(
  ranked: readonly T[],
  limit: number,
  ownEntryId: string | undefined,
): T[] {
  const top = ranked.slice(0, limit)
  const own = ranked.find((r) => r.entryId === ownEntryId)
  return own && !top.includes(own) ? [...top, own] : top
}
