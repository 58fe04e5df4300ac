import type { PlacementSelection } from '@sportsbook/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp, type ApiInstance } from '../app'
import { ensureCatalogue } from '../catalogue/seed'
import { applyFeedEvents } from '../feed/apply-feed-events'
import { openSelections } from '../testing/bets'
import { fundedPlayer, type SignedIn } from '../testing/players'
import { DIALECTS, openTestDatabase, type TestDatabase } from '../testing/test-database'

/**
 * The operator's switches of spec §3.5 settings — custom bets, video, multi-single per provider —
 * each seen on and off over the same database, and the feed's provider statuses.
 */
describe.each(DIALECTS)('operator switches on %s', (dialect) => {
  let database: TestDatabase
  let on: ApiInstance
  let off: ApiInstance
  let selections: PlacementSelection[]
  beforeAll(async () => {
    database = await openTestDatabase(dialect)
    await ensureCatalogue(database.db, { seed: 3, now: new Date().toISOString() })
    on = buildApp({ db: database.db, bets: { placementsPerMinute: 10_000 } })
    off = buildApp({
      db: database.db,
      customBets: false,
      video: false,
      multiSingleProviders: [],
      bets: { placementsPerMinute: 10_000 },
    })
    selections = await openSelections(database.db, 3)
  })
  afterAll(async () => {
    await on.close()
    await off.close()
    await database.close()
  })

  const pick = (i: number): PlacementSelection => {
    const s = selections[i]
    if (!s) throw new Error(`no selection ${String(i)}`)
    return s
  }
  const place = (app: ApiInstance, player: SignedIn, bets: unknown[]) =>
    app.inject({
      method: 'POST',
      url: '/api/v3/bets',
      cookies: player.cookies,
      headers: player.headers,
      payload: { meta: { device_id: 'test-device' }, bets },
    })

  it('answers each switch in the settings, to visitors too', async () => {
    expect((await on.inject({ url: '/api/v2/settings' })).json()).toMatchObject({
      custom_bet_enabled: true,
      video_enabled: true,
      multi_single_available_by_provider: { betradar: true, oddin: true, betconstruct: false },
      sport_type_providers: {
        regular: ['betconstruct', 'betradar'],
        cyber: ['oddin'],
        premium_cricket: ['betconstruct'],
      },
    })
    expect((await off.inject({ url: '/api/v2/settings' })).json()).toMatchObject({
      custom_bet_enabled: false,
      video_enabled: false,
      multi_single_available_by_provider: { betradar: false, oddin: false, betconstruct: false },
    })
  })

  it('reports the providers the feed last said were down or up', async () => {
    const statuses = async () =>
      (await on.inject({ url: '/api/v2/settings' })).json<{
        provider_statuses: Record<string, boolean>
      }>().provider_statuses
    expect(await statuses()).toEqual({})
    await applyFeedEvents(database.db, [
      { type: 'provider_status', provider: 'oddin', active: false },
    ])
    expect(await statuses()).toEqual({ oddin: false })
    await applyFeedEvents(database.db, [
      { type: 'provider_status', provider: 'oddin', active: true },
      { type: 'provider_status', provider: 'betradar', active: false },
    ])
    expect(await statuses()).toEqual({ oddin: true, betradar: false })
    await applyFeedEvents(database.db, [
      { type: 'provider_status', provider: 'betradar', active: true },
    ])
  })

  it('offers the bet builder only when custom bets are on', async () => {
    const match = pick(0).match_id
    expect((await on.inject({ url: `/api/v2/bets/custom/markets/${match}` })).statusCode).toBe(200)
    expect((await off.inject({ url: `/api/v2/bets/custom/markets/${match}` })).statusCode).toBe(404)
    const legs = [
      { match_id: match, market_id: '1', specifier: '', outcome_id: '1' },
      { match_id: match, market_id: '18', specifier: 'total=2.5', outcome_id: '12' },
    ]
    const price = (app: ApiInstance) =>
      app.inject({
        method: 'POST',
        url: '/api/v2/bets/custom/odds',
        payload: { selections: legs },
      })
    expect((await price(off)).statusCode).toBe(404)
    const priced = await price(on)
    expect(priced.statusCode, priced.body).toBe(200)
    const customOdds = priced.json<{ data: { odds: number } }>().data.odds
    const legOdds = await Promise.all(
      legs.map(async (leg) => {
        const row = await database.db
          .selectFrom('outcomes')
          .select('odds')
          .where('match_id', '=', leg.match_id)
          .where('market_id', '=', leg.market_id)
          .where('specifier', '=', leg.specifier)
          .where('outcome_id', '=', leg.outcome_id)
          .executeTakeFirstOrThrow()
        return { ...leg, odds: row.odds / 1000 }
      }),
    )
    const bet = {
      stake: { subunits: 100, currency: 'EUR' },
      selections: legOdds,
      custom_odds: customOdds,
    }
    const player = await fundedPlayer(on, 10_000)
    const refused = await place(off, player, [bet])
    expect(refused.statusCode).toBe(422)
    expect((await place(on, player, [bet])).statusCode).toBe(200)
  })

  it('answers streams only when video is on', async () => {
    const { id } = await database.db
      .selectFrom('matches')
      .select('id')
      .where('has_video', '=', 1)
      .executeTakeFirstOrThrow()
    const streams = async (app: ApiInstance) =>
      (await app.inject({ url: `/api/v2/matches/${id}/streams` })).json<{ data: unknown[] }>().data
    expect(await streams(on)).toHaveLength(1)
    expect(await streams(off)).toEqual([])
    expect((await on.inject({ url: `/api/v2/matches/${id}/video` })).statusCode).toBe(200)
    expect((await off.inject({ url: `/api/v2/matches/${id}/video` })).statusCode).toBe(404)
    expect((await on.inject({ url: `/fe-api/streams/${id}` })).statusCode).toBe(200)
    expect((await off.inject({ url: `/fe-api/streams/${id}` })).statusCode).toBe(404)
  })

  it('places singles side by side only for the providers that allow it', async () => {
    const player = await fundedPlayer(on, 10_000)
    const singles = [pick(1), pick(2)].map((s) => ({
      stake: { subunits: 100, currency: 'EUR' },
      selections: [s],
    }))
    const refused = await place(off, player, singles)
    expect(refused.statusCode).toBe(422)
    expect((await place(on, player, singles)).statusCode).toBe(200)
  })
})
