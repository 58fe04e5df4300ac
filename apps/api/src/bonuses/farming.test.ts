import {
  apiErrorSchema,
  bonusResponseSchema,
  bonusesResponseSchema,
  slipBonusesResponseSchema,
  tournamentRatingResponseSchema,
  type Bonus,
  type PlacementSelection,
} from '@sportsbook/contracts'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { buildApp, type ApiInstance } from '../app'
import { ensureCatalogue } from '../catalogue/seed'
import { finishMatch, openSelections, oneAtATime, placeBet } from '../testing/bets'
import { joinedBonus, redeemedBonus } from '../testing/bonuses'
import { fundedPlayer, type SignedIn } from '../testing/players'
import { subscribePublic } from '../testing/push-client'
import { DIALECTS, openTestDatabase, type TestDatabase } from '../testing/test-database'
import { auditLedger } from '../wallet/audit'
import { parseCampaigns } from './campaign-file'
import { FARMING_CAMPAIGNS } from '../testing/test-campaigns'

// Issue 39: points farmed from settled bets with a hunting or a tournament, boosted into
// freebets; a tournament's pool, its live leaderboard with ties and the player's own row.

const definitions = parseCampaigns({ campaigns: FARMING_CAMPAIGNS }, 'test')

/** The points a bet earns at odds 2.00 per euro staked (decision 144), for the expectations. */
const pointsOf = (stake: number, odds: number) => Math.floor((stake * odds) / 200)

describe.each(DIALECTS)('points farming on %s (issue 39)', (dialect) => {
  let database: TestDatabase
  let app: ApiInstance
  let origin: string
  let selections: PlacementSelection[]
  const fresh = oneAtATime(() => selections)

  beforeAll(async () => {
    database = await openTestDatabase(dialect)
    await ensureCatalogue(database.db, { seed: 15, now: new Date().toISOString() })
    selections = await openSelections(database.db, 20)
    app = buildApp({
      db: database.db,
      players: { authAttemptsPerMinute: 10_000 },
      bets: { placementsPerMinute: 100_000 },
      bonuses: { campaigns: definitions },
    })
    origin = await app.listen({ host: '127.0.0.1', port: 0 })
  })
  afterAll(async () => {
    await app.close()
    await database.close()
  })

  const call = async (player: SignedIn | undefined, method: 'GET' | 'POST', url: string) => {
    const response = await app.inject({ method, url, ...player })
    return response
  }
  const joined = (player: SignedIn, code: string) => joinedBonus(app, player, code)
  const place = (player: SignedIn, bonus: Bonus, stake: number, at: PlacementSelection) =>
    placeBet(app, player, stake, [at], { id: bonus.id, type: bonus.type })
  const placed = async (player: SignedIn, bonus: Bonus, stake: number, at: PlacementSelection) => {
    const response = await place(player, bonus, stake, at)
    expect(response.statusCode, response.body).toBe(200)
  }
  const settle = async (at: PlacementSelection, home = 1) => {
    await finishMatch(database.db, at.match_id, { home, away: 0 })
    await app.betWorkers.drain()
  }
  const bonusOf = async (player: SignedIn, plural: string, id: string) => {
    const response = await call(player, 'GET', `/api/v2/bonuses/${plural}/${id}`)
    expect(response.statusCode, response.body).toBe(200)
    return bonusResponseSchema.parse(response.json()).data
  }
  const rating = async (player?: SignedIn, limit = 10) => {
    const response = await call(
      player,
      'GET',
      `/api/v2/tournaments/cup/rating?limit=${String(limit)}`,
    )
    expect(response.statusCode, response.body).toBe(200)
    return tournamentRatingResponseSchema.parse(response.json()).data
  }

  it('farms points from settled bets: won or lost, none when void, once per event', async () => {
    const player = await fundedPlayer(app, 100_000)
    const hunt = await joined(player, 'HUNT')
    expect(hunt).toMatchObject({ type: 'hunting', status: 'active' })
    expect(hunt.farming_stats).toMatchObject({ points: 0, bets_count: 0, farmed_event_ids: [] })
    const [first, second, voided] = [fresh(), fresh(), fresh()]
    await placed(player, hunt, 1_000, first)
    await placed(player, hunt, 2_000, second)
    // A second bet on an event: it settles after the first, which farmed the event.
    await placed(player, hunt, 1_000, second)
    await placed(player, hunt, 3_000, voided)
    // Not farmed before they settle: the open bets are the potential points.
    const open = await bonusOf(player, 'huntings', hunt.id)
    const earned = pointsOf(1_000, first.odds) + pointsOf(2_000, second.odds)
    expect(open.farming_stats).toMatchObject({
      points: 0,
      potential_points: earned + pointsOf(3_000, voided.odds),
    })
    await settle(first, 1) // a win
    await settle(second, 0) // a draw: the home win loses, and still earns
    await database.db
      .updateTable('outcomes')
      .set({ result: 'void' })
      .where('match_id', '=', voided.match_id)
      .execute()
    await app.betWorkers.drain()
    const after = await bonusOf(player, 'huntings', hunt.id)
    expect(after.farming_stats).toMatchObject({
      bets_count: 2,
      average_stake: { subunits: 1_500, currency: 'EUR' },
      points: earned,
      available_points: earned,
      potential_points: 0,
      farm_once_per_event: true,
      farmed_event_ids: [first.match_id, second.match_id].sort(),
    })
  })

  it('farms only with a hunting the player activated, and shows the slip what a bet would earn', async () => {
    const player = await fundedPlayer(app, 100_000)
    const hunt = await redeemedBonus(app, player, 'HUNT')
    const at = fresh()
    const refused = await place(player, hunt, 1_000, at)
    expect(refused.statusCode).toBe(422)
    expect(refused.json()).toMatchObject({
      code: 109,
      data: { errors_by_bet: [{ index: 0, code: 109 }] },
    })
    const slip = await app.inject({
      method: 'POST',
      url: '/api/v2/bonuses',
      ...player,
      payload: { currency: 'EUR', bets: [{ selections: [at], stake: 1_000 }] },
    })
    expect(slip.statusCode, slip.body).toBe(200)
    const offer = slipBonusesResponseSchema
      .parse(slip.json())
      .data[0]?.bonuses.find((b) => b.id === hunt.id)
    expect(offer).toMatchObject({
      user_bonus_status: 'available',
      points: 0,
      available_points: 0,
      potential_points: pointsOf(1_000, at.odds),
    })
  })

  it('boosts available points into the freebet of the range reached, and no further', async () => {
    const player = await fundedPlayer(app, 100_000)
    const hunt = await joined(player, 'HUNT')
    const at = fresh()
    await placed(player, hunt, 1_000, at)
    await settle(at)
    const points = pointsOf(1_000, at.odds)
    expect(points).toBeGreaterThanOrEqual(5)
    const ready = await bonusOf(player, 'huntings', hunt.id)
    expect(ready.farming_stats?.freebet_to_boost).toEqual({ subunits: 500, currency: 'EUR' })
    const boosted = await call(player, 'POST', `/api/v2/bonuses/${hunt.id}/boost`)
    expect(boosted.statusCode, boosted.body).toBe(200)
    expect(bonusResponseSchema.parse(boosted.json()).data).toMatchObject({
      campaign_id: 'boost-small',
      freebet_balance: { subunits: 500, currency: 'EUR' },
      issued: { seen: true },
    })
    const after = await bonusOf(player, 'huntings', hunt.id)
    expect(after.farming_stats).toMatchObject({
      points,
      available_points: points - 5,
      farmed_freebets_count: 1,
    })
    // Below the first range there is nothing to boost.
    for (let left = points - 5; left >= 5; left -= 5)
      expect((await call(player, 'POST', `/api/v2/bonuses/${hunt.id}/boost`)).statusCode).toBe(200)
    const more = await call(player, 'POST', `/api/v2/bonuses/${hunt.id}/boost`)
    expect(more.statusCode).toBe(409)
    expect(apiErrorSchema.parse(more.json()).error.message).toBe('Farm 5 points to boost them')
    // Another player's hunting is not theirs to boost.
    const other = await fundedPlayer(app, 100)
    expect((await call(other, 'POST', `/api/v2/bonuses/${hunt.id}/boost`)).statusCode).toBe(404)
    expect((await auditLedger(app.db)).problems).toEqual([])
  })

  it('ranks a tournament by points with ties, grows and pushes its pool, shows the own row', async () => {
    const push = await subscribePublic(origin)
    const [a, b, c] = await Promise.all([
      fundedPlayer(app, 100_000),
      fundedPlayer(app, 100_000),
      fundedPlayer(app, 100_000),
    ])
    const [ea, eb, ec] = await Promise.all([joined(a, 'CUP'), joined(b, 'CUP'), joined(c, 'CUP')])
    expect(ea.tournament).toMatchObject({
      state: 'active',
      pool: { subunits: 10_000, currency: 'EUR' },
    })
    // A tournament's list holds one a page unless asked (spec §9.1).
    const listed = await call(a, 'GET', '/api/v2/bonuses/tournaments')
    expect(bonusesResponseSchema.parse(listed.json()).pagination.limit).toBe(1)
    const at = fresh()
    // a and b stake the same on the same selection: equal points. c stakes less.
    await placed(a, ea, 2_000, at)
    await placed(b, eb, 2_000, at)
    await placed(c, ec, 1_000, at)
    await settle(at)
    const pool = 10_000 + 200 + 200 + 100
    const board = await rating(c)
    expect(board).toMatchObject({
      name: 'Cup',
      state: 'active',
      pool: { subunits: pool },
      players_count: 3,
    })
    expect(board.rows.map((r) => [r.position, r.points, r.is_current_user])).toEqual([
      [1, pointsOf(2_000, at.odds), false],
      [1, pointsOf(2_000, at.odds), false],
      [3, pointsOf(1_000, at.odds), true],
    ])
    expect(board.rows[2]).toMatchObject({
      farmed_amount: { subunits: 1_000, currency: 'EUR' },
      farmed_freebets_count: 0,
    })
    // The player's own row follows the top when it is further down; a visitor sees no own row.
    expect((await rating(c, 1)).rows.map((r) => [r.position, r.is_current_user])).toEqual([
      [1, false],
      [3, true],
    ])
    expect((await rating(undefined, 2)).rows.some((r) => r.is_current_user)).toBe(false)
    // Every open page hears of the pool as it grows.
    await vi.waitFor(() => {
      expect(push.pushed).toContainEqual({
        type: 'tournament_pool_changed',
        tournament_id: 'cup',
        pool: { subunits: pool, currency: 'EUR' },
      })
    })
    push.close()
    expect((await call(a, 'GET', '/api/v2/tournaments/nothing/rating')).statusCode).toBe(404)
  })

  it('takes no bets for a paused tournament, and none may join one the operator disabled', async () => {
    const player = await fundedPlayer(app, 100_000)
    const paused = await joined(player, 'PAUSED')
    expect(paused.tournament?.state).toBe('paused')
    const refused = await place(player, paused, 1_000, fresh())
    expect(refused.statusCode).toBe(422)
    expect(refused.json()).toMatchObject({ code: 109 })
    const disabled = await redeemedBonus(app, player, 'DISABLED')
    expect(disabled.tournament?.state).toBe('disabled')
    const join = await call(player, 'POST', `/api/v2/bonuses/${disabled.id}/activate`)
    expect(join.statusCode).toBe(409)
    expect(apiErrorSchema.parse(join.json()).error.message).toBe('This tournament is disabled')
    expect((await rating(undefined, 1)).state).toBe('active')
  })
})
