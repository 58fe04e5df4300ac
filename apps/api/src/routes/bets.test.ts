import {
  placementRequest,
  type PlacementRefusal,
  type PlacementSelection,
} from '@sportsbook/contracts'
import {
  DEFAULT_SLIP_RULES,
  MARKET_STATUS,
  addSelection,
  changeBetType,
  emptySlip,
  newSelection,
  setStake,
  type LimitPeriod,
  type UserLimitType,
} from '@sportsbook/domain'
import { playerMessage } from '@sportsbook/words'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp, type ApiInstance } from '../app'
import { ensureCatalogue } from '../catalogue/seed'
import { openSelections, setOdds } from '../testing/bets'
import { fundedPlayer, type SignedIn } from '../testing/players'
import { DIALECTS, openTestDatabase, type TestDatabase } from '../testing/test-database'
import { balanceOf } from '../ledger/ledger'

const NOW = new Date().toISOString()

describe.each(DIALECTS)('placing bets on %s', (dialect) => {
  let database: TestDatabase
  let app: ApiInstance
  let selections: PlacementSelection[]
  beforeAll(async () => {
    database = await openTestDatabase(dialect)
    await ensureCatalogue(database.db, { seed: 8, now: NOW })
    app = buildApp({
      db: database.db,
      players: { authAttemptsPerMinute: 10_000 },
      bets: { placementsPerMinute: 100_000 },
    })
    selections = await openSelections(database.db, 12)
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
  const place = (player: SignedIn, bets: unknown[], headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/v3/bets',
      cookies: player.cookies,
      headers: { ...player.headers, ...headers },
      payload: { meta: { device_id: 'test-device' }, bets },
    })
  const single = (selection: PlacementSelection, subunits: number, currency = 'EUR') => ({
    stake: { subunits, currency },
    selections: [selection],
  })
  const refusal = (response: { json: () => unknown }) => response.json() as PlacementRefusal
  const countBets = async (playerId: string) =>
    (
      await database.db
        .selectFrom('bets')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('player_id', '=', playerId)
        .executeTakeFirstOrThrow()
    ).n

  it('takes the stake as the spec writes it (value and currency), exactly, and answers a receipt', async () => {
    const player = await fundedPlayer(app, 10_000)
    const response = await place(player, [
      { stake: { value: '10.50', currency: 'EUR' }, selections: [pick(0)] },
      { stake: { value: 2.25, currency: 'EUR' }, selections: [pick(1)] },
    ])
    expect(response.statusCode, response.body).toBe(200)
    const placed = response.json<{ data: Record<string, unknown>[] }>().data
    expect(placed.map((bet) => bet.stake)).toEqual([
      { subunits: 1_050, currency: 'EUR' },
      { subunits: 225, currency: 'EUR' },
    ])
    expect(await balanceOf(database.db, player.accountId)).toBe(10_000 - 1_050 - 225)
    // The receipt says what my bets will: the short reference, type, odds and potential win.
    const list = await app.inject({ url: '/api/v3/bets', cookies: player.cookies })
    const listed = list.json<{ data: Record<string, unknown>[] }>().data
    for (const bet of placed) {
      const same = listed.find((row) => row.id === bet.betId)
      expect(bet).toMatchObject({
        ref: same?.ref,
        type: 'single',
        odds: same?.odds,
        potential_win: same?.potential_win,
      })
      expect(bet.ref).toMatch(/^[A-HJ-NP-Z2-9]{10}$/)
    }
  })

  it.each([
    [{ value: '1.234', currency: 'EUR' }, 'more than 2 decimals'],
    [{ value: '-5', currency: 'EUR' }, 'above 0'],
    [{ value: 'ten', currency: 'EUR' }, 'above 0'],
    [{ value: '0.00', currency: 'EUR' }, 'above 0'],
    [{ value: '5', subunits: 500, currency: 'EUR' }, 'not both'],
    [{ currency: 'EUR' }, 'value (units) or subunits'],
  ])('refuses the stake %j naming the field', async (stake, words) => {
    const player = await fundedPlayer(app, 10_000)
    const response = await place(player, [{ stake, selections: [pick(0)] }])
    expect(response.statusCode).toBe(400)
    expect(response.body).toContain('bets.0.stake')
    expect(response.body).toContain(words)
    expect(await countBets(player.id)).toBe(0)
  })

  it('places a single: the stake leaves the balance in one ledger row and the bet is listed', async () => {
    const player = await fundedPlayer(app, 10_000)
    const response = await place(player, [single(pick(0), 1_000)])
    expect(response.statusCode).toBe(200)
    const [placed] = response.json<{
      data: { betId: string; status: string; isVip: boolean; selections: PlacementSelection[] }[]
    }>().data
    expect(placed).toMatchObject({ status: 'waiting_results', isVip: false })
    expect(placed?.selections).toEqual([pick(0)])
    expect(await balanceOf(database.db, player.accountId)).toBe(9_000)
    const ledger = await database.db
      .selectFrom('ledger_entries')
      .select(['amount', 'kind'])
      .where('account_id', '=', player.accountId)
      .where('kind', '=', 'bet_stake')
      .execute()
    expect(ledger).toEqual([{ amount: -1_000, kind: 'bet_stake' }])

    const list = await app.inject({ url: '/api/v3/bets?status=open', cookies: player.cookies })
    expect(list.statusCode).toBe(200)
    const body = list.json<{
      data: {
        id: string
        type: string
        stake: unknown
        potential_win: { subunits: number }
        selections: { match: { name: string }; outcome: { name: string } }[]
      }[]
      pagination: { total: number }
    }>()
    expect(body.pagination.total).toBe(1)
    expect(body.data[0]).toMatchObject({
      id: placed?.betId,
      type: 'single',
      stake: { subunits: 1_000, currency: 'EUR' },
    })
    expect(body.data[0]?.potential_win.subunits).toBe(Math.floor(1_000 * pick(0).odds))
    expect(body.data[0]?.selections[0]?.match.name).toMatch(/ - /)
    expect(body.data[0]?.selections[0]?.outcome.name).not.toBe('1')
    // Another player sees none of it.
    const other = await fundedPlayer(app, 0)
    const theirs = await app.inject({ url: '/api/v3/bets', cookies: other.cookies })
    expect(theirs.json<{ data: unknown[] }>().data).toEqual([])
    const settled = await app.inject({
      url: '/api/v3/bets?status=settled',
      cookies: player.cookies,
    })
    expect(settled.json<{ data: unknown[] }>().data).toEqual([])
  })

  it('places a combo and a multi-single; double, treble and accumulator list as combo', async () => {
    const player = await fundedPlayer(app, 10_000)
    const combo = await place(player, [
      { stake: { subunits: 500, currency: 'EUR' }, selections: [pick(0), pick(1), pick(2)] },
    ])
    expect(combo.statusCode).toBe(200)
    const multi = await place(player, [single(pick(3), 100), single(pick(4), 200)])
    expect(multi.statusCode).toBe(200)
    expect(multi.json<{ data: unknown[] }>().data).toHaveLength(2)
    const list = (await app.inject({ url: '/api/v3/bets', cookies: player.cookies })).json<{
      data: { type: string }[]
    }>()
    expect(list.data.map((b) => b.type).sort()).toEqual(['combo', 'single', 'single'])
    expect(await balanceOf(database.db, player.accountId)).toBe(10_000 - 800)
  })

  it('places a system bet with the stake per combination', async () => {
    const player = await fundedPlayer(app, 10_000)
    const response = await place(player, [
      {
        stake: { subunits: 100, currency: 'EUR' },
        selections: [pick(0), pick(1), pick(2)],
        system_id: '2/3',
      },
    ])
    expect(response.statusCode).toBe(200)
    expect(await balanceOf(database.db, player.accountId)).toBe(10_000 - 300)
    const [bet] = (await app.inject({ url: '/api/v3/bets', cookies: player.cookies })).json<{
      data: { type: string; system: unknown; stake: { subunits: number } }[]
    }>().data
    expect(bet).toMatchObject({
      type: 'system',
      system: { id: '2/3', win_count: 2, total_count: 3 },
      stake: { subunits: 300 },
    })
  })

  it('places a slip the web builds with the domain rules, sent by placementRequest', async () => {
    const player = await fundedPlayer(app, 10_000)
    const legs = [pick(3), pick(4), pick(5)].map((s) =>
      newSelection({
        provider: 'betradar',
        matchId: s.match_id,
        marketId: s.market_id,
        specifier: s.specifier,
        outcomeId: s.outcome_id,
        oddsMillis: Math.round(s.odds * 1000),
        matchStatus: 0,
        labels: { marketName: s.market_id, outcomeName: s.outcome_id },
      }),
    )
    const rules = { ...DEFAULT_SLIP_RULES, multiSingleAllowedByProvider: {} }
    let slip = emptySlip('EUR')
    for (const leg of legs) {
      const added = addSelection(slip, leg, rules)
      if (!added.ok) throw new Error(added.error.code)
      slip = added.value
    }
    const system = changeBetType(slip, 'system')
    const staked = system.ok && setStake(system.value, 0, 200)
    if (!staked || !staked.ok) throw new Error('the slip refused a 2/3 system at 2.00')
    const body = placementRequest(staked.value, { deviceId: 'web' })
    const response = await app.inject({
      method: 'POST',
      url: '/api/v3/bets',
      cookies: player.cookies,
      headers: player.headers,
      payload: body,
    })
    expect(response.statusCode, response.body).toBe(200)
    expect(body.bets[0]).toMatchObject({ system_id: '2/3', stake: { subunits: 200 } })
    expect(await balanceOf(database.db, player.accountId)).toBe(10_000 - 600)
  })

  it('refuses a moved price under "none" with 101, the risk key and the current odds', async () => {
    const player = await fundedPlayer(app, 10_000)
    const selection = pick(5)
    await setOdds(database.db, selection, selection.odds + 0.25)
    try {
      const response = await place(player, [single(selection, 1_000)])
      expect(response.statusCode).toBe(422)
      const body = refusal(response)
      expect(body.code).toBe(101)
      expect(body.error.code).toBe('invalid_odds')
      expect(body.data.errors_by_bet[0]).toMatchObject({
        index: 0,
        code: 101,
        key: 'error.risk_validation.odds_different_than_bookmaker',
        localized_message: 'The odds have changed',
      })
      expect(body.data.details.selections[0]).toMatchObject({
        odds: selection.odds,
        current_odds: selection.odds + 0.25,
        available: true,
      })
      expect(await balanceOf(database.db, player.accountId)).toBe(10_000)
      expect(await countBets(player.id)).toBe(0)
    } finally {
      await setOdds(database.db, selection, selection.odds)
    }
  })

  it('takes a higher price under "higher", and any price under "any"', async () => {
    const player = await fundedPlayer(app, 10_000)
    const selection = pick(6)
    const settings = (mode: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v2/settings',
        cookies: player.cookies,
        headers: player.headers,
        payload: { auto_accept_odds_change: mode },
      })
    try {
      expect((await settings('higher')).statusCode).toBe(200)
      await setOdds(database.db, selection, selection.odds + 0.5)
      const up = await place(player, [single(selection, 100)])
      expect(up.statusCode).toBe(200)
      expect(
        up.json<{ data: { selections: { odds: number }[] }[] }>().data[0]?.selections[0]?.odds,
      ).toBe(selection.odds + 0.5)
      await setOdds(database.db, selection, selection.odds - 0.1)
      const down = await place(player, [single(selection, 100)])
      expect(refusal(down).code).toBe(101)
      expect(refusal(down).data.errors_by_bet[0]?.key).toBe(
        'error.risk_validation.odds_higher_than_bookmakers',
      )
      expect((await settings('any')).statusCode).toBe(200)
      const any = await place(player, [single(selection, 100)])
      expect(any.statusCode).toBe(200)
      expect(
        any.json<{ data: { selections: { odds: number }[] }[] }>().data[0]?.selections[0]?.odds,
      ).toBe(selection.odds - 0.1)
    } finally {
      await setOdds(database.db, selection, selection.odds)
    }
  })

  it('refuses suspended, closed and unknown markets with 102', async () => {
    const player = await fundedPlayer(app, 10_000)
    const selection = pick(7)
    const market = database.db
      .updateTable('markets')
      .where('match_id', '=', selection.match_id)
      .where('market_id', '=', selection.market_id)
    await market.set({ status: MARKET_STATUS.suspended }).execute()
    try {
      const suspended = await place(player, [single(selection, 100)])
      expect(refusal(suspended).code).toBe(102)
      expect(refusal(suspended).data.details.selections[0]?.available).toBe(false)
    } finally {
      await market.set({ status: MARKET_STATUS.open }).execute()
    }
    const unknown = await place(player, [single({ ...selection, outcome_id: 'nope' }, 100)])
    expect(refusal(unknown).code).toBe(102)
    const finished = database.db.updateTable('matches').where('id', '=', selection.match_id)
    await finished.set({ status: 4 }).execute()
    try {
      expect(refusal(await place(player, [single(selection, 100)])).code).toBe(102)
    } finally {
      await finished.set({ status: 0 }).execute()
    }
    expect(await balanceOf(database.db, player.accountId)).toBe(10_000)
  })

  it('refuses stakes and payouts over the limits with the largest stake that would be accepted', async () => {
    const player = await fundedPlayer(app, 5_000_000_00)
    const low = await place(player, [single(pick(0), 5)])
    expect(refusal(low).code).toBe(103)
    const high = await place(player, [single(pick(0), 10_000_01)])
    expect(refusal(high).code).toBe(104)
    expect(refusal(high).data.errors_by_bet[0]?.max_stake?.subunits).toBeLessThanOrEqual(10_000_00)
    // Eight legs multiply past the 250,000 payout limit on a stake under the stake limit.
    const legs = selections.slice(0, 8)
    const payout = await place(player, [
      { stake: { subunits: 9_000_00, currency: 'EUR' }, selections: legs },
    ])
    expect(refusal(payout).code).toBe(105)
    const maxStake = refusal(payout).data.errors_by_bet[0]?.max_stake?.subunits ?? 0
    expect(maxStake).toBeGreaterThan(0)
    const atMax = await place(player, [
      { stake: { subunits: maxStake, currency: 'EUR' }, selections: legs },
    ])
    expect(atMax.statusCode).toBe(200)
    const asked = await app.inject({
      method: 'POST',
      url: '/api/v2/bets/max-stake',
      payload: { bets: [{ stake: { subunits: 100, currency: 'EUR' }, selections: legs }] },
    })
    expect(
      asked.json<{ data: { max_stake: { subunits: number } }[] }>().data[0]?.max_stake.subunits,
    ).toBe(maxStake)
  })

  it('refuses two selections of one match in a combo, mixed currencies and a bonus it does not have', async () => {
    const player = await fundedPlayer(app, 10_000)
    const draw = { ...pick(0), outcome_id: '2' }
    const current = await database.db
      .selectFrom('outcomes')
      .select('odds')
      .where('match_id', '=', draw.match_id)
      .where('market_id', '=', '1')
      .where('outcome_id', '=', '2')
      .executeTakeFirstOrThrow()
    const sameMatch = await place(player, [
      {
        stake: { subunits: 100, currency: 'EUR' },
        selections: [pick(0), { ...draw, odds: current.odds / 1000 }],
      },
    ])
    expect(refusal(sameMatch).code).toBe(107)
    const currencies = await place(player, [single(pick(0), 100), single(pick(1), 100, 'BTC')])
    expect(refusal(currencies).code).toBe(107)
    const bonus = await place(player, [
      { ...single(pick(0), 100), bonus: { id: 'b1', type: 'freebet' } },
    ])
    expect(refusal(bonus).code).toBe(109)
    expect(await countBets(player.id)).toBe(0)
  })

  it('refuses a pve player with 114 and an excluded or limited player with "User is out of limit"', async () => {
    const pve = await fundedPlayer(app, 10_000)
    await database.db.updateTable('players').set({ pve: 1 }).where('id', '=', pve.id).execute()
    const refused = await place(pve, [single(pick(0), 100)])
    expect(refusal(refused).code).toBe(114)
    expect(refusal(refused).data.errors_by_bet[0]?.key).toBe(
      'error.platform.pve_player_bet_forbidden',
    )

    const limited = await fundedPlayer(app, 10_000)
    const limit = (
      type: UserLimitType,
      amount: number | null,
      period: LimitPeriod | null,
      ends: string | null = null,
    ) =>
      database.db
        .insertInto('user_limits')
        .values({
          id: `${limited.id}-${type}`,
          player_id: limited.id,
          type,
          status: 'active',
          amount,
          period,
          effective_at: new Date(0).toISOString(),
          ends_at: ends,
          created_at: new Date().toISOString(),
        })
        .execute()
    await limit('wager', 1_500, 'day')
    expect((await place(limited, [single(pick(0), 1_000)])).statusCode).toBe(200)
    const over = await place(limited, [single(pick(1), 600)])
    expect(refusal(over).code).toBe(108)
    expect(refusal(over).error.message).toBe(playerMessage('en', 'outOfLimit'))
    expect((await place(limited, [single(pick(1), 500)])).statusCode).toBe(200)
    await limit('bet', 200, null)
    expect(refusal(await place(limited, [single(pick(2), 300)])).code).toBe(108)
    await limit('coolingoff', null, null, new Date(Date.now() + 3_600_000).toISOString())
    const excluded = await place(limited, [single(pick(2), 100)])
    expect(refusal(excluded).error.message).toBe(playerMessage('en', 'outOfLimit'))
    expect(await balanceOf(database.db, limited.accountId)).toBe(10_000 - 1_500)
  })

  it('refuses what the balance does not cover with 106 and writes nothing', async () => {
    const player = await fundedPlayer(app, 999)
    const response = await place(player, [single(pick(0), 1_000)])
    expect(refusal(response).code).toBe(106)
    expect(await countBets(player.id)).toBe(0)
    expect(await balanceOf(database.db, player.accountId)).toBe(999)
  })

  it('answers 401 without a session, 403 without the CSRF token, 400 naming the field', async () => {
    const player = await fundedPlayer(app, 10_000)
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/v3/bets',
      payload: { bets: [single(pick(0), 100)] },
    })
    expect(anonymous.statusCode).toBe(401)
    const noCsrf = await app.inject({
      method: 'POST',
      url: '/api/v3/bets',
      cookies: player.cookies,
      payload: { bets: [single(pick(0), 100)] },
    })
    expect(noCsrf.statusCode).toBe(403)
    const bad = await place(player, [
      { stake: { subunits: -5, currency: 'EUR' }, selections: [{ ...pick(0), odds: 1.23456 }] },
    ])
    expect(bad.statusCode).toBe(400)
    const fields = bad
      .json<{ error: { details: { field: string }[] } }>()
      .error.details.map((d) => d.field)
    expect(fields).toEqual(
      expect.arrayContaining(['body.bets.0.stake.subunits', 'body.bets.0.selections.0.odds']),
    )
    expect((await app.inject({ url: '/api/v3/bets' })).statusCode).toBe(401)
  })

  it('answers a retried request with the same Idempotency-Key with the first answer and one bet', async () => {
    const player = await fundedPlayer(app, 10_000)
    const key = { 'idempotency-key': 'retry-0001-abcdef' }
    const retries = await Promise.all(
      Array.from({ length: 5 }, () => place(player, [single(pick(0), 1_000)], key)),
    )
    const ids = retries.map((r) => r.json<{ data: { betId: string }[] }>().data[0]?.betId)
    expect(retries.every((r) => r.statusCode === 200)).toBe(true)
    expect(new Set(ids).size).toBe(1)
    expect(await countBets(player.id)).toBe(1)
    expect(await balanceOf(database.db, player.accountId)).toBe(9_000)
    // The twins that lost the claim had taken their stake already: rolled back, ledger row too.
    const stakes = await database.db
      .selectFrom('ledger_entries')
      .select('amount')
      .where('account_id', '=', player.accountId)
      .where('kind', '=', 'bet_stake')
      .execute()
    expect(stakes.map((row) => row.amount)).toEqual([-1_000])
    // Even after the price moved, the retry is the first answer.
    await setOdds(database.db, pick(0), pick(0).odds + 1)
    try {
      const later = await place(player, [single(pick(0), 1_000)], key)
      expect(later.json<{ data: { betId: string }[] }>().data[0]?.betId).toBe(ids[0])
    } finally {
      await setOdds(database.db, pick(0), pick(0).odds)
    }
    const reused = await place(player, [single(pick(1), 1_000)], key)
    expect(reused.statusCode).toBe(422)
    expect(reused.json<{ error: { code: string } }>().error.code).toBe('idempotency_key_reused')
  })

  it('lets exactly 37 of 200 parallel placements through a balance that covers 37', async () => {
    const stake = 250
    const player = await fundedPlayer(app, 37 * stake)
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) => place(player, [single(pick(i % 10), stake)])),
    )
    const codes = responses.map((r) => (r.statusCode === 200 ? 200 : refusal(r).code))
    expect(codes.filter((c) => c === 200)).toHaveLength(37)
    expect(codes.filter((c) => c === 106)).toHaveLength(163)
    expect(await countBets(player.id)).toBe(37)
    expect(await balanceOf(database.db, player.accountId)).toBe(0)
    const rows = await database.db
      .selectFrom('ledger_entries')
      .select('amount')
      .where('account_id', '=', player.accountId)
      .execute()
    expect(rows.reduce((sum, r) => sum + r.amount, 0)).toBe(0)
  })

  it('takes a placement racing a price change at the old price or refuses it with the new one', async () => {
    const player = await fundedPlayer(app, 100_000)
    const selection = pick(8)
    const moved = selection.odds + 0.3
    const [responses] = await Promise.all([
      Promise.all(Array.from({ length: 30 }, () => place(player, [single(selection, 100)]))),
      setOdds(database.db, selection, moved),
    ])
    try {
      for (const response of responses) {
        if (response.statusCode === 200) {
          expect(
            response.json<{ data: { selections: { odds: number }[] }[] }>().data[0]?.selections[0]
              ?.odds,
          ).toBe(selection.odds)
        } else {
          expect(refusal(response).code).toBe(101)
          expect(refusal(response).data.details.selections[0]?.current_odds).toBe(moved)
        }
      }
      const stored = await database.db
        .selectFrom('bet_selections as s')
        .innerJoin('bets as b', 'b.id', 's.bet_id')
        .select('s.odds')
        .where('b.player_id', '=', player.id)
        .execute()
      expect(stored.every((s) => s.odds === Math.round(selection.odds * 1000))).toBe(true)
      expect(refusal(await place(player, [single(selection, 100)])).code).toBe(101)
    } finally {
      await setOdds(database.db, selection, selection.odds)
    }
  })
})

describe('the placement rate limit', () => {
  it('answers 429 to a player past their placements per minute, not to another player', async () => {
    const database = await openTestDatabase('sqlite')
    await ensureCatalogue(database.db, { seed: 8, now: NOW })
    const app = buildApp({
      db: database.db,
      players: { authAttemptsPerMinute: 10_000 },
      bets: { placementsPerMinute: 3 },
    })
    try {
      const [selection] = await openSelections(database.db, 1)
      const place = (player: SignedIn) =>
        app.inject({
          method: 'POST',
          url: '/api/v3/bets',
          cookies: player.cookies,
          headers: player.headers,
          payload: {
            bets: [{ stake: { subunits: 100, currency: 'EUR' }, selections: [selection] }],
          },
        })
      const eager = await fundedPlayer(app, 10_000)
      const codes = []
      for (let i = 0; i < 4; i += 1) codes.push((await place(eager)).statusCode)
      expect(codes).toEqual([200, 200, 200, 429])
      expect((await place(await fundedPlayer(app, 10_000))).statusCode).toBe(200)
    } finally {
      await app.close()
      await database.close()
    }
  })
})
