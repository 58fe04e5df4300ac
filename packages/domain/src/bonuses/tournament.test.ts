import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  leaderboardRows,
  poolContribution,
  rankStandings,
  takesBets,
  tournamentPrizes,
  tournamentStateAt,
  type Standing,
} from './tournament'

const at = (iso: string) => new Date(iso)
const tournament = {
  validFrom: at('2026-11-01T00:00:00Z'),
  validTo: at('2026-12-01T00:00:00Z'),
  switch: 'running' as const,
  payingOut: false,
}
const standing = (
  entryId: string,
  points: number,
  reachedAt = '2026-11-10T00:00:00Z',
): Standing => ({
  entryId,
  points,
  reachedAt,
})

describe('hunting tournaments (issue 39)', () => {
  it('is created before its start, active in its period, finished from its end', () => {
    expect(tournamentStateAt(tournament, at('2026-10-31T23:59:59Z'))).toBe('created')
    expect(tournamentStateAt(tournament, at('2026-11-15T00:00:00Z'))).toBe('active')
    expect(tournamentStateAt(tournament, at('2026-12-01T00:00:00Z'))).toBe('finished')
    expect(tournamentStateAt({ ...tournament, payingOut: true }, at('2026-11-15T00:00:00Z'))).toBe(
      'finished',
    )
  })

  it('is paused or disabled by the operator; only an active one takes bets', () => {
    const mid = at('2026-11-15T00:00:00Z')
    expect(tournamentStateAt({ ...tournament, switch: 'paused' }, mid)).toBe('paused')
    expect(tournamentStateAt({ ...tournament, switch: 'paused' }, at('2026-12-02T00:00:00Z'))).toBe(
      'finished',
    )
    expect(
      tournamentStateAt({ ...tournament, switch: 'disabled' }, at('2026-12-02T00:00:00Z')),
    ).toBe('disabled')
    expect(takesBets('active')).toBe(true)
    for (const state of ['created', 'paused', 'disabled', 'finished'] as const)
      expect(takesBets(state)).toBe(false)
  })

  it('adds a whole percent of each counting stake to the pool, rounded down', () => {
    expect(poolContribution(1_000, 5)).toBe(50)
    expect(poolContribution(999, 5)).toBe(49)
    expect(poolContribution(1_000, 0)).toBe(0)
  })

  it('ranks by points; equal points share a position and the next skips (1, 2, 2, 4)', () => {
    const ranked = rankStandings([
      standing('c', 30, '2026-11-12T00:00:00Z'),
      standing('a', 50),
      standing('b', 30, '2026-11-11T00:00:00Z'),
      standing('d', 10),
    ])
    expect(ranked.map((r) => [r.entryId, r.position])).toEqual([
      ['a', 1],
      ['b', 2],
      ['c', 2],
      ['d', 4],
    ])
  })

  it('pays places by their share of the pool; tied players split the places they cover', () => {
    const ranked = rankStandings([
      standing('a', 50),
      standing('b', 30),
      standing('c', 30),
      standing('d', 10),
      standing('e', 0),
    ])
    // Pool 10,000 with places 50 %, 30 %, 15 %, 5 %: b and c cover places 2 and 3.
    expect(tournamentPrizes(ranked, [50, 30, 15, 5], 10_000)).toEqual([
      { entryId: 'a', position: 1, amountSubunits: 5_000 },
      { entryId: 'b', position: 2, amountSubunits: 2_250 },
      { entryId: 'c', position: 2, amountSubunits: 2_250 },
      { entryId: 'd', position: 4, amountSubunits: 500 },
    ])
    // Past the paid places, and without points, nothing is won.
    expect(tournamentPrizes(ranked, [100], 10_000)).toEqual([
      { entryId: 'a', position: 1, amountSubunits: 10_000 },
    ])
  })

  it('never pays more than the pool, whatever the ties', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 5 }), { maxLength: 12 }),
        // The campaigns file holds the places to 100 % of the pool at most.
        fc
          .array(fc.integer({ min: 0, max: 40 }), { minLength: 1, maxLength: 4 })
          .filter((percents) => percents.reduce((a, b) => a + b, 0) <= 100),
        fc.integer({ min: 0, max: 1_000_000 }),
        (points, percents, pool) => {
          const ranked = rankStandings(points.map((p, i) => standing(`e${String(i)}`, p)))
          const paid = tournamentPrizes(ranked, percents, pool)
          const total = paid.reduce((sum, prize) => sum + prize.amountSubunits, 0)
          expect(total).toBeLessThanOrEqual(pool)
          for (const prize of paid) expect(Number.isInteger(prize.amountSubunits)).toBe(true)
        },
      ),
    )
  })

  it("lists the top rows and the player's own row after them when it is further down", () => {
    const ranked = rankStandings([standing('a', 5), standing('b', 4), standing('c', 3)])
    expect(leaderboardRows(ranked, 2, 'c').map((r) => r.entryId)).toEqual(['a', 'b', 'c'])
    expect(leaderboardRows(ranked, 2, 'a').map((r) => r.entryId)).toEqual(['a', 'b'])
    expect(leaderboardRows(ranked, 2, undefined).map((r) => r.entryId)).toEqual(['a', 'b'])
  })
})
