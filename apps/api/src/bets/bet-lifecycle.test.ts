import type { PlacementSelection, PublicPushEvent } from '@sportsbook/contracts'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { buildApp, type ApiInstance } from '../app'
import { ensureCatalogue } from '../catalogue/seed'
import { finishMatch, openSelections, setOdds } from '../testing/bets'
import { fundedPlayer, type SignedIn } from '../testing/players'
import { subscribePrivate } from '../testing/push-client'
import { DIALECTS, openTestDatabase, type TestDatabase } from '../testing/test-database'
import { auditLedger } from '../wallet/audit'
import { balanceOf } from '../ledger/ledger'
import { applyFeedEvents } from '../feed/apply-feed-events'
import { settleReadyBets } from './settlement'

const NOW = new Date().toISOString()

type ListedBet = {
  id: string
  status: string
  result: string
  win_amount: { subunits: number } | null
  to_cashout: { subunits: number; currency: string } | null
  selections: { status: string }[]
}

describe.each(DIALECTS)('settling, cashing out and sharing bets on %s', (dialect) => {
  let database: TestDatabase
  let app: ApiInstance
  let origin: string
  let selections: PlacementSelection[]
  beforeAll(async () => {
    database = await openTestDatabase(dialect)
    await ensureCatalogue(database.db, { seed: 9, now: NOW })
    selections = await openSelections(database.db, 12)
    const vipOdds = selections[11]?.odds ?? 2
    app = buildApp({
      db: database.db,
      players: { authAttemptsPerMinute: 10_000 },
      // The trader decides at once, accepting VIP bets that pay at most 7,000 EUR × the odds.
      bets: {
        placementsPerMinute: 100_000,
        trader: {
          decisionMs: 0,
          accepts: ({ potentialWin }) => potentialWin <= Math.floor(7_000_00 * vipOdds),
        },
      },
    })
    origin = await app.listen({ host: '127.0.0.1', port: 0 })
  })
  afterAll(async () => {
    await app.close()
    await database.close()
  })

  const pick = (i: number): PlacementSelection => {
    const s = selections[i]
    if (!s) throw new Error(`no selection ${String(i)}`)
    return s
  }
  const place = async (player: SignedIn, stake: number, legs: PlacementSelection[]) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v3/bets',
      cookies: player.cookies,
      headers: player.headers,
      payload: { bets: [{ stake: { subunits: stake, currency: 'EUR' }, selections: legs }] },
    })
    expect(response.statusCode, response.body).toBe(200)
    const [bet] = response.json<{ data: { betId: string; status: string }[] }>().data
    if (!bet) throw new Error('no bet placed')
    return bet
  }
  const betsOf = async (player: SignedIn) =>
    (await app.inject({ url: '/api/v3/bets?limit=500', cookies: player.cookies })).json<{
      data: ListedBet[]
    }>().data
  const betOf = async (player: SignedIn, id: string) => {
    const bet = (await betsOf(player)).find((b) => b.id === id)
    if (!bet) throw new Error(`bet ${id} not listed`)
    return bet
  }
  const feed = (publications: { event: PublicPushEvent }[]) => {
    for (const { event } of publications) app.betWorkers.onFeedEvent(event)
  }
  const expectBooksRight = async () => {
    const audit = await auditLedger(database.db)
    expect(audit.problems).toEqual([])
  }

  it('settles wins and losses when a match finishes, pays once and pushes the change', async () => {
    const player = await fundedPlayer(app, 10_000)
    const push = await subscribePrivate(app, origin, player)
    const home = await place(player, 1_000, [pick(0)])
    const combo = await place(player, 500, [pick(0), pick(1)])
    const other = await place(player, 400, [pick(1)])
    // Its second leg's match is not played here: the first leg alone decides it.
    const lostEarly = await place(player, 200, [pick(1), pick(10)])
    feed(await finishMatch(database.db, pick(0).match_id, { home: 2, away: 0 }))
    await app.betWorkers.drain()

    const won = Math.floor(1_000 * pick(0).odds)
    expect(await betOf(player, home.betId)).toMatchObject({
      status: 'done',
      result: 'win_entire',
      win_amount: { subunits: won },
    })
    // The combo and the other single wait for the second match.
    expect((await betOf(player, combo.betId)).status).toBe('waiting_results')
    expect((await betOf(player, combo.betId)).selections.map((s) => s.status)).toEqual([
      'win',
      'open',
    ])
    feed(await finishMatch(database.db, pick(1).match_id, { home: 0, away: 1 }))
    await app.betWorkers.drain()
    expect(await betOf(player, combo.betId)).toMatchObject({
      status: 'done',
      result: 'lose_entire',
    })
    expect(await betOf(player, other.betId)).toMatchObject({
      result: 'lose_entire',
      win_amount: { subunits: 0 },
    })
    expect(await betOf(player, lostEarly.betId)).toMatchObject({
      status: 'done',
      result: 'lose_entire',
    })
    expect((await betOf(player, lostEarly.betId)).selections.map((s) => s.status)).toEqual([
      'lose',
      'open',
    ])
    const expected = 10_000 - 2_100 + won
    expect(await balanceOf(database.db, player.accountId)).toBe(expected)

    // Settling again, twice at once, pays nothing more.
    await Promise.all([
      settleReadyBets(database.db, () => undefined),
      settleReadyBets(database.db, () => undefined),
      app.betWorkers.drain(),
    ])
    expect(await balanceOf(database.db, player.accountId)).toBe(expected)
    await vi.waitFor(() => {
      expect(push.pushed).toContainEqual({
        type: 'bet_changed',
        bet_id: home.betId,
        status: 'done',
        result: 'win_entire',
        win_amount: { subunits: won, currency: 'EUR' },
      })
      expect(push.pushed).toContainEqual({
        type: 'balance_changed',
        balance: { subunits: 10_000 - 2_100 + won, currency: 'EUR' },
        bonus_balance: null,
      })
    })
    push.close()
    await expectBooksRight()
  })

  it('[live] settles a bet as soon as the score decides it, and sells that outcome no more', async () => {
    const player = await fundedPlayer(app, 10_000)
    const matchId = pick(5).match_id
    const line = { match_id: matchId, market_id: '18', specifier: 'total=1.5' }
    const price = async (outcomeId: string) =>
      (
        await database.db
          .selectFrom('outcomes')
          .select('odds')
          .where('match_id', '=', matchId)
          .where('market_id', '=', line.market_id)
          .where('specifier', '=', line.specifier)
          .where('outcome_id', '=', outcomeId)
          .executeTakeFirstOrThrow()
      ).odds / 1000
    const overPick = { ...line, outcome_id: '12', odds: await price('12') }
    const underPick = { ...line, outcome_id: '13', odds: await price('13') }
    const over = await place(player, 1_000, [overPick])
    const under = await place(player, 500, [underPick])
    // 2:0: the feed takes the line off sale and settles it while the match goes on.
    feed(
      await applyFeedEvents(database.db, [
        {
          type: 'odds_change',
          provider: 'betradar',
          matchId,
          nextBetStop: null,
          markets: [
            {
              ...{ marketId: line.market_id, specifier: line.specifier },
              status: -3,
              outcomes: [
                { id: '12', oddsMillis: 1010, active: false },
                { id: '13', oddsMillis: 1_000_000, active: false },
              ],
            },
          ],
        },
        {
          type: 'outcomes_settled',
          provider: 'betradar',
          matchId,
          outcomes: [
            { marketId: '18', specifier: 'total=1.5', outcomeId: '12', result: 'win' },
            { marketId: '18', specifier: 'total=1.5', outcomeId: '13', result: 'lose' },
          ],
        },
      ]),
    )
    await app.betWorkers.drain()
    expect(await betOf(player, over.betId)).toMatchObject({
      status: 'done',
      result: 'win_entire',
      win_amount: { subunits: Math.floor(1_000 * overPick.odds) },
    })
    expect(await betOf(player, under.betId)).toMatchObject({
      status: 'done',
      result: 'lose_entire',
    })
    const again = await app.inject({
      method: 'POST',
      url: '/api/v3/bets',
      cookies: player.cookies,
      headers: player.headers,
      payload: {
        bets: [{ stake: { subunits: 100, currency: 'EUR' }, selections: [underPick] }],
      },
    })
    expect(again.body).toContain('This selection is no longer available')
    await expectBooksRight()
  })

  it('refunds a void leg and settles system bets combination by combination', async () => {
    const player = await fundedPlayer(app, 10_000)
    const legs = [pick(2), pick(3), pick(4)]
    const system = await app.inject({
      method: 'POST',
      url: '/api/v3/bets',
      cookies: player.cookies,
      headers: player.headers,
      payload: {
        bets: [{ stake: { subunits: 100, currency: 'EUR' }, selections: legs, system_id: '2/3' }],
      },
    })
    const systemId = system.json<{ data: { betId: string }[] }>().data[0]?.betId ?? ''
    const single = await place(player, 1_000, [pick(4)])
    // Two home wins and one leg void (its outcome resulted void, as for a cancelled market).
    feed(await finishMatch(database.db, pick(2).match_id, { home: 1, away: 0 }))
    feed(await finishMatch(database.db, pick(3).match_id, { home: 3, away: 2 }))
    await database.db
      .updateTable('outcomes')
      .set({ result: 'void' })
      .where('match_id', '=', pick(4).match_id)
      .execute()
    await app.betWorkers.drain()
    // Doubles: (a·b) + (a·1) + (b·1) per 100 stake.
    const [a, b] = [pick(2).odds, pick(3).odds]
    const payout =
      Math.floor((100 * Math.round(a * 1000) * Math.round(b * 1000)) / 1e6) +
      Math.floor(100 * a) +
      Math.floor(100 * b)
    const settled = await betOf(player, systemId)
    expect(settled.result).toBe('win_entire')
    expect(Math.abs((settled.win_amount?.subunits ?? 0) - payout)).toBeLessThanOrEqual(2)
    expect(await betOf(player, single.betId)).toMatchObject({
      result: 'refund_entire',
      win_amount: { subunits: 1_000 },
    })
    await expectBooksRight()
  })

  it('sends a VIP stake to the trader, who accepts or rejects it with a refund', async () => {
    const player = await fundedPlayer(app, 30_000_00)
    const push = await subscribePrivate(app, origin, player)
    const vip = pick(11)
    const accepted = await place(player, 6_000_00, [vip])
    expect(accepted).toMatchObject({ status: 'submitted' })
    const rejected = await place(player, 9_000_00, [vip])
    expect(await balanceOf(database.db, player.accountId)).toBe(15_000_00)
    await app.betWorkers.drain()
    expect((await betOf(player, accepted.betId)).status).toBe('waiting_results')
    // The rejected bet leaves my bets (spec §4.16); asked for by name it is there, cancelled.
    expect((await betsOf(player)).map((bet) => bet.id)).not.toContain(rejected.betId)
    const byName = await app.inject({
      url: '/api/v3/bets?status=rejected',
      cookies: player.cookies,
    })
    expect(byName.json<{ data: ListedBet[] }>().data).toMatchObject([
      { id: rejected.betId, status: 'rejected', result: 'canceled' },
    ])
    expect(await balanceOf(database.db, player.accountId)).toBe(24_000_00)
    await vi.waitFor(() => {
      // Placed: the player's other tabs hear of the new bet.
      expect(push.pushed).toContainEqual({
        type: 'bet_changed',
        bet_id: accepted.betId,
        status: 'submitted',
        result: 'no_results',
        win_amount: null,
      })
      expect(push.pushed).toContainEqual({
        type: 'bet_changed',
        bet_id: accepted.betId,
        status: 'waiting_results',
        result: 'no_results',
        win_amount: null,
      })
      expect(push.pushed).toContainEqual({
        type: 'bet_changed',
        bet_id: rejected.betId,
        status: 'rejected',
        result: 'canceled',
        win_amount: null,
      })
      expect(push.pushed).toContainEqual({
        type: 'balance_changed',
        balance: { subunits: 24_000_00, currency: 'EUR' },
        bonus_balance: null,
      })
    })
    push.close()
    await expectBooksRight()
  })

  it('cashes out at the live value, within tolerance, once', async () => {
    const player = await fundedPlayer(app, 10_000)
    const leg = pick(5)
    const bet = await place(player, 1_000, [leg])
    const offer = (await betOf(player, bet.betId)).to_cashout
    // Unchanged price: the stake back less the 5 % margin.
    expect(offer).toEqual({ subunits: 950, currency: 'EUR' })
    const cashout = (to: number) =>
      app.inject({
        method: 'POST',
        url: '/api/v2/bets/cashout',
        cookies: player.cookies,
        headers: player.headers,
        payload: { bet_id: bet.betId, to_cashout: to },
      })
    // The price lengthens: the value falls below the tolerance and the new value is offered.
    await setOdds(database.db, leg, leg.odds * 2)
    const refused = await cashout(950)
    expect(refused.statusCode).toBe(409)
    const newValue = refused.json<{ data: { to_cashout: { subunits: number } } }>().data.to_cashout
      .subunits
    expect(newValue).toBe(
      Math.floor(
        (1_000 * 9_500 * Math.round(leg.odds * 1000)) / (10_000 * Math.round(leg.odds * 2 * 1000)),
      ),
    )
    await setOdds(database.db, leg, leg.odds)
    const paid = await cashout(950)
    expect(paid.statusCode).toBe(200)
    expect(paid.json<{ data: unknown }>().data).toEqual({
      bet_id: bet.betId,
      status: 'cashed_out',
      win_amount: { subunits: 950, currency: 'EUR' },
    })
    expect(await balanceOf(database.db, player.accountId)).toBe(10_000 - 1_000 + 950)
    expect((await cashout(950)).statusCode).toBe(409)
    expect(await betOf(player, bet.betId)).toMatchObject({
      status: 'cashed_out',
      result: 'cashed_out',
    })
    // Another player's bet cannot be cashed out.
    const stranger = await fundedPlayer(app, 10)
    const theirs = await app.inject({
      method: 'POST',
      url: '/api/v2/bets/cashout',
      cookies: stranger.cookies,
      headers: stranger.headers,
      payload: { bet_id: bet.betId, to_cashout: 950 },
    })
    expect(theirs.statusCode).toBe(404)
    await expectBooksRight()
  })

  it('pushes new cash-out values while the odds move', async () => {
    const player = await fundedPlayer(app, 10_000)
    const push = await subscribePrivate(app, origin, player)
    const leg = pick(6)
    const bet = await place(player, 2_000, [leg])
    try {
      await setOdds(database.db, leg, leg.odds + 1)
      app.betWorkers.onFeedEvent({
        type: 'markets_changed',
        match_id: leg.match_id,
        markets: [],
        next_bet_stop: null,
      })
      await app.betWorkers.drain()
      const value = Math.floor(
        (2_000 * 9_500 * Math.round(leg.odds * 1000)) /
          (10_000 * Math.round((leg.odds + 1) * 1000)),
      )
      await vi.waitFor(() => {
        expect(push.pushed).toContainEqual({
          type: 'bet_cashout_changed',
          bet_id: bet.betId,
          to_cashout: { subunits: value, currency: 'EUR' },
        })
      })
    } finally {
      await setOdds(database.db, leg, leg.odds)
      push.close()
    }
  })

  it('shares a slip by code; the code brings back what can still be bet on', async () => {
    const shared = await app.inject({
      method: 'POST',
      url: '/api/v2/bets/share-code',
      // A client's Host and X-Forwarded-Host never make the link (it is the site's address).
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
      payload: {
        bets: [
          {
            selections: [pick(7), pick(8)].map(({ odds: _odds, ...s }) => s),
          },
        ],
      },
    })
    expect(shared.statusCode).toBe(200)
    const { code, link } = shared.json<{ data: { code: string; link: string } }>().data
    expect(link).toBe(`http://localhost:3000/?share_code=${code}`)
    const back = await app.inject({ url: `/api/v2/bets/share-code?code=${code}` })
    expect(
      back.json<{ data: { bets: { selections: PlacementSelection[] }[] } }>().data.bets,
    ).toEqual([{ selections: [pick(7), pick(8)] }])
    await finishMatch(database.db, pick(8).match_id, { home: 0, away: 0 })
    const later = await app.inject({ url: `/api/v2/bets/share-code?code=${code}` })
    expect(later.json<{ data: { bets: unknown[] } }>().data.bets).toEqual([
      { selections: [pick(7)] },
    ])
    const missing = await app.inject({ url: '/api/v2/bets/share-code?code=NOPE2345' })
    expect(missing.statusCode).toBe(404)
  })

  it('prices a bet builder from the score model and places it at that price', async () => {
    const match = pick(9).match_id
    const markets = await app.inject({ url: `/api/v2/bets/custom/markets/${match}` })
    expect(markets.statusCode).toBe(200)
    const offered = markets.json<{
      data: { id: string; specifier: string; name: string; outcomes: { name: string }[] }[]
    }>().data
    // Names are filled in (competitors, lines), never raw templates.
    const names = offered.flatMap((m) => [m.name, ...m.outcomes.map((o) => o.name)])
    expect(names.filter((name) => name.includes('{'))).toEqual([])
    expect(offered.map((m) => m.id)).toEqual(expect.arrayContaining(['1', '18', '29']))
    expect(offered.some((m) => m.id === '18' && m.specifier === 'total=2.25')).toBe(false)
    const legs = [
      { match_id: match, market_id: '1', specifier: '', outcome_id: '1' },
      { match_id: match, market_id: '18', specifier: 'total=2.5', outcome_id: '12' },
    ]
    const priced = await app.inject({
      method: 'POST',
      url: '/api/v2/bets/custom/odds',
      payload: { selections: legs },
    })
    expect(priced.statusCode).toBe(200)
    const odds = priced.json<{ data: { odds: number } }>().data.odds
    expect(odds).toBeGreaterThan(1)
    const current = async (leg: (typeof legs)[number]) =>
      (
        await database.db
          .selectFrom('outcomes')
          .select('odds')
          .where('match_id', '=', leg.match_id)
          .where('market_id', '=', leg.market_id)
          .where('specifier', '=', leg.specifier)
          .where('outcome_id', '=', leg.outcome_id)
          .executeTakeFirstOrThrow()
      ).odds / 1000
    const withOdds = await Promise.all(legs.map(async (l) => ({ ...l, odds: await current(l) })))
    const player = await fundedPlayer(app, 10_000)
    const placeCustom = (customOdds: number) =>
      app.inject({
        method: 'POST',
        url: '/api/v3/bets',
        cookies: player.cookies,
        headers: player.headers,
        payload: {
          bets: [
            {
              stake: { subunits: 100, currency: 'EUR' },
              selections: withOdds,
              custom_odds: customOdds,
            },
          ],
        },
      })
    const wrong = await placeCustom(odds + 1)
    expect(wrong.statusCode).toBe(422)
    expect(wrong.json<{ code: number }>().code).toBe(120)
    const right = await placeCustom(odds)
    expect(right.statusCode).toBe(200)
    const custom = await betsOf(player)
    expect(custom[0]).toMatchObject({ status: 'waiting_results' })
    const tooFar = await app.inject({
      method: 'POST',
      url: '/api/v2/bets/custom/odds',
      payload: { selections: [legs[0], { ...pick(10), odds: undefined }] },
    })
    expect(tooFar.statusCode).toBe(422)
    await expectBooksRight()
  })
})
