import {
  betsResponseSchema,
  jackpotHitsResponseSchema,
  jackpotResponseSchema,
  jackpotsResponseSchema,
  placeBetsResponseSchema,
  slipJackpotsResponseSchema,
  type PlacementSelection,
} from '@sportsbook/contracts'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { buildApp, type ApiInstance } from '../app'
import { parseJackpots } from '../bonuses/jackpot-file'
import { ensureCatalogue } from '../catalogue/seed'
import { openSelections, oneAtATime } from '../testing/bets'
import { fundedPlayer, type SignedIn } from '../testing/players'
import { subscribePrivate } from '../testing/push-client'
import { DIALECTS, openTestDatabase, type TestDatabase } from '../testing/test-database'
import { auditLedger } from '../wallet/audit'
import { balanceOf } from '../ledger/ledger'

const period = { valid_from: '2026-01-01T00:00:00Z', valid_to: '2099-01-01T00:00:00Z' }
/**
 * Singles of €5 or more feed `singles` (1 %); with the drop points drawn at 0.5 its level
 * drops at 2051: the sixth €10 single from the seed (2000 + 6 × 10) wins 2060. Combos feed
 * `combos` (0.5 %), USD bets `dollars`; `ended` is over.
 */
const jackpots = parseJackpots(
  {
    jackpots: [
      {
        id: 'singles',
        name: { en: 'Singles jackpot', de: 'Einzelwetten-Jackpot' },
        currency: 'EUR',
        min_stake: 500,
        ...period,
        conditions: { max_selections: 1 },
        levels: [
          { code: 'major', name: { en: 'Major' }, seed: 2000, cap: 2100, contribution_bp: 100 },
        ],
      },
      {
        id: 'combos',
        name: { en: 'Combo jackpot' },
        currency: 'EUR',
        min_stake: 500,
        ...period,
        conditions: { min_selections: 2 },
        levels: [
          { code: 'mini', name: { en: 'Mini' }, seed: 10_000, cap: 1_000_000, contribution_bp: 50 },
          {
            code: 'grand',
            name: { en: 'Grand' },
            seed: 100_000,
            cap: 100_000_000,
            contribution_bp: 50,
          },
          {
            code: 'old',
            name: { en: 'Old' },
            seed: 100,
            cap: 200,
            contribution_bp: 50,
            active: false,
          },
        ],
      },
      {
        id: 'dollars',
        name: { en: 'Dollar jackpot' },
        currency: 'USD',
        min_stake: 100,
        ...period,
        levels: [
          { code: 'mini', name: { en: 'Mini' }, seed: 500, cap: 100_000, contribution_bp: 100 },
        ],
      },
      {
        id: 'ended',
        name: { en: 'Last year' },
        currency: 'EUR',
        min_stake: 100,
        valid_from: '2025-01-01T00:00:00Z',
        valid_to: '2026-01-01T00:00:00Z',
        levels: [
          { code: 'mini', name: { en: 'Mini' }, seed: 500, cap: 100_000, contribution_bp: 100 },
        ],
      },
    ],
  },
  'test',
)

describe('the jackpots file', () => {
  it('refuses a cap at or below the seed and a level twice, naming the fields', () => {
    const level = { code: 'mini', name: { en: 'Mini' }, seed: 500, cap: 500, contribution_bp: 100 }
    expect(() =>
      parseJackpots(
        {
          jackpots: [
            {
              id: 'x',
              name: { en: 'X' },
              currency: 'EUR',
              min_stake: 100,
              ...period,
              levels: [level, level],
            },
          ],
        },
        'jackpots.json',
      ),
    ).toThrow(
      /Invalid jackpots in jackpots.json:\n {2}jackpots\.0\.levels\.0\.cap: Expected a cap above the seed\n(.|\n)*jackpots\.0\.levels\.1\.code: Duplicate level mini/,
    )
  })
})

describe.each(DIALECTS)('jackpots on %s', (dialect) => {
  let database: TestDatabase
  let app: ApiInstance
  let selections: PlacementSelection[]
  let origin: string
  const fresh = oneAtATime(() => selections)

  beforeAll(async () => {
    database = await openTestDatabase(dialect)
    await ensureCatalogue(database.db, { seed: 13, now: new Date().toISOString() })
    selections = await openSelections(database.db, 120)
    app = buildApp({
      db: database.db,
      players: { authAttemptsPerMinute: 10_000 },
      bets: { placementsPerMinute: 100_000 },
      bonuses: { jackpots, random: () => 0.5 },
    })
    origin = await app.listen({ host: '127.0.0.1', port: 0 })
  })
  afterAll(async () => {
    await app.close()
    await database.close()
  })

  const list = async () => {
    const response = await app.inject({ url: '/api/v2/jackpots' })
    expect(response.statusCode, response.body).toBe(200)
    return jackpotsResponseSchema.parse(response.json()).data
  }
  const pools = async (id: string) => {
    const response = await app.inject({ url: `/api/v2/jackpots/${id}` })
    expect(response.statusCode, response.body).toBe(200)
    const { levels } = jackpotResponseSchema.parse(response.json()).data
    // The pools that move: an inactive level's stays at its seed.
    return Object.fromEntries(
      levels.filter((l) => l.active).map((l) => [l.code, l.pool_amount.subunits]),
    )
  }
  const place = (
    player: SignedIn,
    subunits: number,
    legs: PlacementSelection[],
    currency = 'EUR',
  ) =>
    app.inject({
      method: 'POST',
      url: '/api/v3/bets',
      ...player,
      payload: { bets: [{ stake: { subunits, currency }, selections: legs }] },
    })
  const hitsOwner = async (player: { accountId: string }) =>
    (
      await app.db
        .selectFrom('accounts')
        .select('player_id')
        .where('id', '=', player.accountId)
        .executeTakeFirst()
    )?.player_id
  const hits = async (query: string, player?: SignedIn) => {
    const response = await app.inject({ url: `/api/v2/jackpot-hits?${query}`, ...player })
    expect(response.statusCode, response.body).toBe(200)
    return jackpotHitsResponseSchema.parse(response.json()).data
  }

  it('lists the running jackpots at their seeds, each level marked active or not, and not an unknown one', async () => {
    const listed = await list()
    expect(listed.map((j) => j.id)).toEqual(['singles', 'combos', 'dollars'])
    expect(listed[1]).toMatchObject({
      name: 'Combo jackpot',
      amount: { subunits: 110_000, currency: 'EUR' },
      hits_amount: { subunits: 0, currency: 'EUR' },
      min_stake: { subunits: 500, currency: 'EUR' },
      levels: [
        { code: 'mini', name: 'Mini', pool_amount: { subunits: 10_000, currency: 'EUR' } },
        { code: 'grand', name: 'Grand', pool_amount: { subunits: 100_000, currency: 'EUR' } },
        // Listed, marked inactive, and not in the total.
        { code: 'old', active: false, pool_amount: { subunits: 100, currency: 'EUR' } },
      ],
    })
    const german = await app.inject({
      url: '/api/v2/jackpots/singles',
      headers: { 'accept-language': 'de' },
    })
    expect(jackpotResponseSchema.parse(german.json()).data.name).toBe('Einzelwetten-Jackpot')
    expect((await app.inject({ url: '/api/v2/jackpots/ended' })).statusCode).toBe(404)
    expect((await app.inject({ url: '/api/v2/jackpots/nope' })).statusCode).toBe(404)
  })

  it('a bet in the jackpot’s currency at its minimum stake feeds each active level; less does not', async () => {
    const player = await fundedPlayer(app, 100_000)
    const { mini = 0, grand = 0, ...none } = await pools('combos')
    const before = { mini, grand, ...none }
    expect((await place(player, 499, [fresh(), fresh()])).statusCode).toBe(200)
    expect(await pools('combos')).toEqual(before)
    expect((await place(player, 1_000, [fresh(), fresh()])).statusCode).toBe(200)
    expect(await pools('combos')).toEqual({ mini: mini + 5, grand: grand + 5 })
    // A single is not a combo: the combos' pools stay, the singles' moves.
    const singles = (await pools('singles')).major ?? 0
    expect((await place(player, 1_000, [fresh()])).statusCode).toBe(200)
    expect(await pools('combos')).toEqual({ mini: mini + 5, grand: grand + 5 })
    expect((await pools('singles')).major).toBe(singles + 10)

    const bets = betsResponseSchema.parse(
      (await app.inject({ url: '/api/v3/bets?limit=10', ...player })).json(),
    ).data
    expect(bets.map((b) => [b.stake.subunits, b.used_in_jackpot])).toEqual([
      [1_000, true],
      [1_000, true],
      [499, false],
    ])
  })

  it('the bet that takes the pool to its drop point wins it all, credited in its transaction', async () => {
    const player = await fundedPlayer(app, 100_000)
    const start = (await pools('singles')).major ?? 0
    // From the pool left by the test above: the bet that crosses 2051 wins.
    const bets = Math.ceil((2051 - start) / 10)
    for (let n = 1; n < bets; n += 1)
      expect((await place(player, 1_000, [fresh()])).statusCode).toBe(200)
    expect(await hits('forUser=true', player)).toEqual([])
    const push = await subscribePrivate(app, origin, player)
    const winning = await place(player, 1_000, [fresh()])
    expect(winning.statusCode).toBe(200)
    const won = start + bets * 10
    const balance = 100_000 - bets * 1_000 + won
    expect(await balanceOf(app.db, player.accountId)).toBe(balance)
    expect((await pools('singles')).major).toBe(2000)

    const [hit] = await hits('forUser=true&unseen=true', player)
    expect(hit).toMatchObject({
      jackpot_id: 'singles',
      jackpot_name: 'Singles jackpot',
      level_code: 'major',
      level_name: 'Major',
      amount: { subunits: won, currency: 'EUR' },
      status: 'paid',
      seen: false,
    })
    // The player's other pages learn of it at once (the popup, the balance), not at the next poll.
    await vi.waitFor(() => {
      expect(push.pushed).toContainEqual({
        type: 'jackpot_hit',
        hit_id: hit?.id,
        jackpot_id: 'singles',
        level_code: 'major',
        amount: { subunits: won, currency: 'EUR' },
      })
    })
    expect(push.pushed.filter((e) => (e as { type: string }).type === 'jackpot_hit')).toHaveLength(
      1,
    )
    push.close()
    // Everyone sees the hit, never who won it.
    const [shown] = await hits('jackpotId=singles&limit=1')
    expect(shown?.id).toBe(hit?.id)
    expect(shown).not.toHaveProperty('seen')
    expect(JSON.stringify(shown)).not.toContain(player.accountId)
    expect(shown?.hashed_user).toMatch(/^[0-9a-f]{8}$/)
    expect((await list()).find((j) => j.id === 'singles')?.hits_amount.subunits).toBe(won)
    expect((await auditLedger(app.db)).problems).toEqual([])

    // Another player cannot dismiss it; the winner's dismissal marks it seen.
    const other = await fundedPlayer(app, 0)
    const markSeen = (who: SignedIn) =>
      app.inject({
        method: 'POST',
        url: '/api/v2/bonuses/mark-as-seen',
        ...who,
        payload: { bonuses: [{ id: hit?.id, type: 'jackpot' }] },
      })
    expect((await markSeen(other)).json()).toEqual({ data: { marked: 0 } })
    expect(await hits('forUser=true&unseen=true', player)).toHaveLength(1)
    expect((await markSeen(player)).json()).toEqual({ data: { marked: 1 } })
    expect(await hits('forUser=true&unseen=true', player)).toEqual([])
    expect(await hits('forUser=true', player)).toHaveLength(1)
    expect((await app.inject({ url: '/api/v2/jackpot-hits?forUser=true' })).statusCode).toBe(401)
  })

  it('placements racing on one pool feed it exactly and make it drop once per crossing', async () => {
    const players = await Promise.all(Array.from({ length: 12 }, () => fundedPlayer(app, 10_000)))
    const start = (await pools('singles')).major ?? 0
    expect(start).toBe(2000)
    const answers = await Promise.all(players.map((p) => place(p, 1_000, [fresh()])))
    expect(answers.map((a) => a.statusCode)).toEqual(players.map(() => 200))
    // Twelve shares of 10 from 2000: the sixth and the twelfth take it to 2060 and win it.
    const all = await hits('jackpotId=singles&limit=100')
    expect(all.slice(0, 2).map((h) => h.amount.subunits)).toEqual([2060, 2060])
    expect((await pools('singles')).major).toBe(2000)
    const paid = await Promise.all(players.map((p) => balanceOf(app.db, p.accountId)))
    expect(paid.filter((b) => b === 9_000 + 2060)).toHaveLength(2)
    expect(paid.filter((b) => b === 9_000)).toHaveLength(10)
    expect((await auditLedger(app.db)).problems).toEqual([])
  })

  it('in one placement of several bets, the bet whose share reaches the point wins', async () => {
    const player = await fundedPlayer(app, 100_000)
    expect((await pools('singles')).major).toBe(2000)
    // Seven €10 singles in one request: the sixth takes 2000 to 2060 and wins; the seventh
    // starts the pool again from the seed.
    const answer = await app.inject({
      method: 'POST',
      url: '/api/v3/bets',
      ...player,
      payload: {
        bets: Array.from({ length: 7 }, () => ({
          stake: { subunits: 1_000, currency: 'EUR' },
          selections: [fresh()],
        })),
      },
    })
    expect(answer.statusCode, answer.body).toBe(200)
    const placed = placeBetsResponseSchema.parse(answer.json()).data
    const hits = await app.db
      .selectFrom('jackpot_hits')
      .select(['bet_id', 'amount'])
      .where('player_id', '=', (await hitsOwner(player)) ?? '')
      .execute()
    expect(hits).toEqual([{ bet_id: placed[5]?.betId, amount: 2060 }])
    expect((await pools('singles')).major).toBe(2010)
    expect(await balanceOf(app.db, player.accountId)).toBe(100_000 - 7_000 + 2060)
    expect((await auditLedger(app.db)).problems).toEqual([])
  })

  it('a placement that makes a pool drop runs again whole: retried with its key, it is paid once', async () => {
    const player = await fundedPlayer(app, 100_000)
    expect((await pools('singles')).major).toBe(2010)
    for (let n = 0; n < 4; n += 1)
      expect((await place(player, 1_000, [fresh()])).statusCode).toBe(200)
    // The fifth takes 2050 to 2060: its first run is refused at the point and rolled back,
    // the second pays the pool. Sent three times with one key, it is placed and paid once.
    const payload = {
      bets: [{ stake: { subunits: 1_000, currency: 'EUR' }, selections: [fresh()] }],
    }
    const headers = { ...player.headers, 'idempotency-key': 'jackpot-drop-0001' }
    const answers = await Promise.all(
      Array.from({ length: 3 }, () =>
        app.inject({ method: 'POST', url: '/api/v3/bets', ...player, headers, payload }),
      ),
    )
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200])
    const ids = answers.map((a) => placeBetsResponseSchema.parse(a.json()).data[0]?.betId)
    expect(new Set(ids).size).toBe(1)
    const won = await app.db
      .selectFrom('jackpot_hits')
      .select(['bet_id', 'amount'])
      .where('player_id', '=', (await hitsOwner(player)) ?? '')
      .execute()
    expect(won).toEqual([{ bet_id: ids[0], amount: 2060 }])
    expect(await balanceOf(app.db, player.accountId)).toBe(100_000 - 5_000 + 2060)
    expect((await pools('singles')).major).toBe(2000)
    expect((await auditLedger(app.db)).problems).toEqual([])
  })

  it('a USD bet feeds the USD jackpot only; POST /jackpots tells a slip what its bets play for', async () => {
    const player = await fundedPlayer(app, 10_000, 'USD')
    const { mini: dollars = 0 } = await pools('dollars')
    expect((await place(player, 200, [fresh()], 'USD')).statusCode).toBe(200)
    expect(await pools('dollars')).toEqual({ mini: dollars + 2 })

    const [single, combo] = [[fresh()], [fresh(), fresh()]]
    const asked = await app.inject({
      method: 'POST',
      url: '/api/v2/jackpots',
      payload: {
        currency: 'EUR',
        bets: [{ selections: single }, { selections: combo }],
      },
    })
    expect(asked.statusCode, asked.body).toBe(200)
    expect(slipJackpotsResponseSchema.parse(asked.json()).data).toEqual([
      {
        index: 0,
        jackpots: [
          { id: 'singles', name: 'Singles jackpot', min_stake: { subunits: 500, currency: 'EUR' } },
        ],
      },
      {
        index: 1,
        jackpots: [
          { id: 'combos', name: 'Combo jackpot', min_stake: { subunits: 500, currency: 'EUR' } },
        ],
      },
    ])
  })

  it('fifty placements at once on a pool with room: shares in shards, one drop at the crossing', async () => {
    const players = await Promise.all(
      Array.from({ length: 50 }, () => fundedPlayer(app, 100_000, 'USD')),
    )
    const start = (await pools('dollars')).mini ?? 0
    // Drawn at 0.5, the dollar pool drops at 500 + 1 + 49,750: shares of 1,000 fit the shards'
    // allowances (3,109 each at first) until it nears the point; the one that crosses wins.
    const crossing = Math.ceil((50_251 - start) / 1_000)
    expect(crossing).toBeLessThanOrEqual(50)
    const answers = await Promise.all(players.map((p) => place(p, 100_000, [fresh()], 'USD')))
    expect(answers.map((a) => a.statusCode)).toEqual(players.map(() => 200))
    const won = await app.db
      .selectFrom('jackpot_hits')
      .select('amount')
      .where('jackpot_id', '=', 'dollars')
      .execute()
    expect(won).toEqual([{ amount: start + crossing * 1_000 }])
    expect(await pools('dollars')).toEqual({ mini: 500 + (50 - crossing) * 1_000 })
    const balances = await Promise.all(players.map((p) => balanceOf(app.db, p.accountId)))
    expect(balances.filter((b) => b > 0)).toEqual([start + crossing * 1_000])
    expect((await auditLedger(app.db)).problems).toEqual([])
  })
})
