import { matchStatisticsSchema, publicPushEventSchema } from '@sportsbook/contracts'
import { generateCatalogue, type FeedEvent } from '@sportsbook/feed'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { InMemoryPushBroker, PushGateway } from '@sportsbook/push'
import { gatewayPublisher, pushNamespaces } from '../push/publisher'
import { insertCatalogue } from '../catalogue/seed'
import { DIALECTS, openTestDatabase, type TestDatabase } from '../testing/test-database'
import { applyFeedEvents } from './apply-feed-events'
import { startFeedWorker } from './feed-worker'

const NOW = '2026-11-21T12:00:00.000Z'
const catalogue = generateCatalogue({ seed: 21, now: NOW })
const match = catalogue.matches.find(
  (m) => m.sportId === '1' && m.status === 0 && m.type === 'match',
)
const matchId = match?.id ?? ''
const provider = match?.provider ?? 'betradar'

describe.each(DIALECTS)('the feed writing to %s', (dialect) => {
  let database: TestDatabase
  beforeAll(async () => {
    database = await openTestDatabase(dialect)
    await insertCatalogue(database.db, catalogue)
  })
  afterAll(async () => {
    await database.close()
  })

  const outcome = (marketId: string, outcomeId: string, specifier = '') =>
    database.db
      .selectFrom('outcomes')
      .selectAll()
      .where('match_id', '=', matchId)
      .where('market_id', '=', marketId)
      .where('specifier', '=', specifier)
      .where('outcome_id', '=', outcomeId)
      .executeTakeFirstOrThrow()
  const marketStatus = async (marketId: string, specifier = '') =>
    (
      await database.db
        .selectFrom('markets')
        .select('status')
        .where('match_id', '=', matchId)
        .where('market_id', '=', marketId)
        .where('specifier', '=', specifier)
        .executeTakeFirstOrThrow()
    ).status

  it('writes price changes and publishes them on the match channel', async () => {
    const events: FeedEvent[] = [
      {
        type: 'odds_change',
        provider,
        matchId,
        markets: [
          {
            marketId: '1',
            specifier: '',
            status: 1,
            outcomes: [{ id: '1', oddsMillis: 2345, active: true }],
          },
        ],
        nextBetStop: '2026-11-21T12:30:00.000Z',
      },
    ]
    const published = await applyFeedEvents(database.db, events)
    expect((await outcome('1', '1')).odds).toBe(2345)
    expect(published).toEqual([
      {
        channel: `public:match:${matchId}`,
        event: {
          type: 'markets_changed',
          match_id: matchId,
          markets: [
            {
              id: '1',
              specifier: '',
              status: 1,
              outcomes: [{ id: '1', odds: 2.345, active: true }],
            },
          ],
          next_bet_stop: '2026-11-21T12:30:00.000Z',
        },
      },
    ])
    expect(published.every((p) => publicPushEventSchema.safeParse(p.event).success)).toBe(true)
  })

  it('suspends open markets on a bet stop and records status and score', async () => {
    const open = await database.db
      .selectFrom('markets')
      .select(['market_id as id', 'specifier'])
      .where('match_id', '=', matchId)
      .where('status', '=', 1)
      .execute()
    expect(open.length).toBeGreaterThan(1)
    const stopped = await applyFeedEvents(database.db, [
      { type: 'bet_stop', provider, matchId, reason: 'dangerous moment' },
    ])
    expect(await marketStatus('1')).toBe(-1)
    // Pages hear of it at once, so no price shows open while it cannot be bet on.
    const byLine = (a: { id: string; specifier: string }, b: { id: string; specifier: string }) =>
      `${a.id}|${a.specifier}`.localeCompare(`${b.id}|${b.specifier}`)
    expect(stopped).toHaveLength(1)
    const [publication] = stopped
    expect(publication).toMatchObject({
      channel: `public:match:${matchId}`,
      event: { type: 'markets_changed', match_id: matchId, next_bet_stop: null },
    })
    const markets = publication?.event.type === 'markets_changed' ? publication.event.markets : []
    expect([...markets].sort(byLine)).toEqual(
      open.map((m) => ({ ...m, status: -1, outcomes: [] })).sort(byLine),
    )
    expect(stopped.every((p) => publicPushEventSchema.safeParse(p.event).success)).toBe(true)
    // A second stop suspends nothing more and tells nothing.
    expect(
      await applyFeedEvents(database.db, [
        { type: 'bet_stop', provider, matchId, reason: 'dangerous moment' },
      ]),
    ).toEqual([])
    const statistics = {
      clock: { match_time: '87:12', stoppage_time: null, remaining_time: null, stopped: false },
      total_score: { home: 1, away: 0 },
      game_score: null,
      period_score: [],
      current_server: null,
      max_period_number: 2,
    } as const
    const receivedAt = new Date('2026-11-23T20:00:00.000Z')
    const published = await applyFeedEvents(
      database.db,
      [{ type: 'match_status', provider, matchId, status: 1, statistics }],
      receivedAt,
    )
    expect(published.map((p) => p.event.type)).toEqual(['match_status_changed', 'match_changed'])
    const row = await database.db
      .selectFrom('matches')
      .select(['status', 'statistics'])
      .where('id', '=', matchId)
      .executeTakeFirstOrThrow()
    expect(row.status).toBe(1)
    // The clock is stamped with when it was true, so a page opened later runs it on from there.
    expect(JSON.parse(row.statistics ?? 'null')).toMatchObject({
      total_score: { home: 1, away: 0 },
      clock: { match_time: '87:12', updated_at: receivedAt.toISOString() },
    })
    expect(published[1]?.event).toMatchObject({
      statistics: { clock: { updated_at: receivedAt.toISOString() } },
    })
  })

  it('records the result of every outcome, settles the markets and takes them off sale', async () => {
    const published = await applyFeedEvents(database.db, [
      {
        type: 'result',
        provider,
        matchId,
        result: { home: 1, away: 0, halfTime: { home: 0, away: 0 } },
        outcomes: [
          { marketId: '1', specifier: '', outcomeId: '1', result: 'win' },
          { marketId: '1', specifier: '', outcomeId: '2', result: 'lose' },
        ],
      },
    ])
    expect((await outcome('1', '1')).result).toBe('win')
    expect((await outcome('1', '2')).result).toBe('lose')
    expect(await marketStatus('1')).toBe(-3)
    // Pages stop offering them, and the settlement worker hears their bets may be ready.
    expect(published).toEqual([
      {
        channel: `public:match:${matchId}`,
        event: {
          type: 'markets_changed',
          match_id: matchId,
          markets: [
            {
              id: '1',
              specifier: '',
              status: -3,
              outcomes: [
                { id: '1', odds: expect.any(Number) as number, active: false },
                { id: '2', odds: expect.any(Number) as number, active: false },
              ],
            },
          ],
          next_bet_stop: null,
        },
      },
    ])
    expect(published.every((p) => publicPushEventSchema.safeParse(p.event).success)).toBe(true)
  })

  it('takes an outcome settled while the match goes on off sale, with its market open', async () => {
    const published = await applyFeedEvents(database.db, [
      {
        type: 'outcomes_settled',
        provider,
        matchId,
        outcomes: [
          {
            ...{ marketId: '18', specifier: 'total=2.5', outcomeId: '12', result: 'win' },
            deadHeat: { numerator: 1, denominator: 2 },
          },
        ],
      },
    ])
    expect(await outcome('18', '12', 'total=2.5')).toMatchObject({
      result: 'win',
      active: 0,
      dead_heat_denominator: 2,
    })
    expect(published.map((p) => p.event)).toEqual([
      expect.objectContaining({
        type: 'markets_changed',
        markets: [
          expect.objectContaining({
            id: '18',
            specifier: 'total=2.5',
            outcomes: [expect.objectContaining({ id: '12', active: false })],
          }),
        ],
      }),
    ])
  })

  it('writes a tick of thousands of price changes, each to its own outcome', async () => {
    const outcomes = await database.db
      .selectFrom('outcomes')
      .select(['match_id', 'market_id', 'specifier', 'outcome_id'])
      .where('match_id', '!=', matchId)
      .orderBy('match_id')
      .limit(2500)
      .execute()
    expect(outcomes).toHaveLength(2500)
    const oddsFor = (i: number) => 1100 + i
    const events: FeedEvent[] = outcomes.map((o, i) => ({
      type: 'odds_change',
      provider,
      matchId: o.match_id,
      markets: [
        {
          marketId: o.market_id,
          specifier: o.specifier,
          status: i % 2 === 0 ? 1 : -1,
          outcomes: [{ id: o.outcome_id, oddsMillis: oddsFor(i), active: i % 3 !== 0 }],
        },
      ],
      nextBetStop: null,
    }))
    await applyFeedEvents(database.db, events)
    const written = await database.db
      .selectFrom('outcomes')
      .select(['match_id', 'market_id', 'specifier', 'outcome_id', 'odds', 'active'])
      .where('match_id', '!=', matchId)
      .orderBy('match_id')
      .limit(2500)
      .execute()
    const byKey = new Map(
      written.map((o) => [`${o.match_id}|${o.market_id}|${o.specifier}|${o.outcome_id}`, o]),
    )
    outcomes.forEach((o, i) => {
      const row = byKey.get(`${o.match_id}|${o.market_id}|${o.specifier}|${o.outcome_id}`)
      expect(row?.odds).toBe(oddsFor(i))
      expect(row?.active).toBe(i % 3 !== 0 ? 1 : 0)
    })
  })

  it('lets a result outrank the price change of its match that came before it in a tick', async () => {
    const other = catalogue.matches.find((m) => m.type === 'match' && m.id !== matchId)?.id ?? ''
    const market = catalogue.markets.find((m) => m.matchId === other)
    const outcomeId = market?.outcomes[0]?.id ?? ''
    const specifier = market?.specifier ?? ''
    const marketId = market?.marketId ?? ''
    await applyFeedEvents(database.db, [
      {
        type: 'odds_change',
        provider,
        matchId: other,
        markets: [
          {
            marketId,
            specifier,
            status: 1,
            outcomes: [{ id: outcomeId, oddsMillis: 1777, active: true }],
          },
        ],
        nextBetStop: null,
      },
      {
        type: 'result',
        provider,
        matchId: other,
        result: { home: 0, away: 0 },
        outcomes: [{ marketId, specifier, outcomeId, result: 'void' }],
      },
    ])
    const row = await database.db
      .selectFrom('outcomes as o')
      .innerJoin('markets as m', (j) =>
        j
          .onRef('m.match_id', '=', 'o.match_id')
          .onRef('m.market_id', '=', 'o.market_id')
          .onRef('m.specifier', '=', 'o.specifier'),
      )
      .select(['o.odds', 'o.active', 'o.result', 'm.status'])
      .where('o.match_id', '=', other)
      .where('o.market_id', '=', marketId)
      .where('o.specifier', '=', specifier)
      .where('o.outcome_id', '=', outcomeId)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ odds: 1777, active: 0, result: 'void', status: -3 })
  })

  it('writes nothing of a batch that fails', async () => {
    const before = (await outcome('1', '3')).odds
    const broken = {
      type: 'odds_change',
      provider,
      matchId,
      markets: [
        {
          marketId: '1',
          specifier: '',
          status: 1,
          outcomes: [
            { id: '3', oddsMillis: 9999, active: true },
            { id: '1', oddsMillis: Number.NaN, active: true },
          ],
        },
      ],
      nextBetStop: null,
    } as const
    await expect(applyFeedEvents(database.db, [broken])).rejects.toThrow()
    expect((await outcome('1', '3')).odds).toBe(before)
  })
})

describe('the feed worker', () => {
  it('follows due matches, writes their live state and publishes push events', async () => {
    const database = await openTestDatabase('sqlite')
    const fresh = generateCatalogue({ seed: 2, now: new Date().toISOString() })
    await insertCatalogue(database.db, fresh)
    // The real path: the worker publishes through the gateway into the broker's history.
    const broker = new InMemoryPushBroker()
    const gateway = new PushGateway({
      secret: 'x'.repeat(32),
      namespaces: pushNamespaces(),
      broker,
    })
    const publishErrors: object[] = []
    const publisher = gatewayPublisher(gateway, { error: (object) => publishErrors.push(object) })
    const published = async (channel: string) =>
      (await broker.history(channel, { limit: -1 })).publications.map(
        (p) => JSON.parse(p.data) as unknown,
      )
    const live = fresh.matches.find((m) => m.status === 1 && m.sportId === '1')
    let wall = Date.now()
    let batches = 0
    const stop = startFeedWorker(database.db, publisher, {
      seed: 2,
      speed: 1,
      tickMs: 50,
      wallClock: () => (wall += 5000),
      onBatch: () => (batches += 1),
      onError: (error) => {
        throw error
      },
    })
    // Wait for work done, not for time: the machines running the tests are shared.
    await vi.waitFor(
      () => {
        expect(batches).toBeGreaterThan(3)
      },
      { timeout: 20_000, interval: 50 },
    )
    await stop()
    const seen = (await published('public:updates')).map((m) => publicPushEventSchema.parse(m).type)
    expect(publishErrors).toEqual([])
    expect(seen).toContain('match_changed')
    expect((await published(`public:match:${live?.id ?? ''}`)).length).toBeGreaterThan(0)
    const row = await database.db
      .selectFrom('matches')
      .select('statistics')
      .where('id', '=', live?.id ?? '')
      .executeTakeFirstOrThrow()
    const statistics = matchStatisticsSchema.parse(JSON.parse(row.statistics ?? 'null'))
    expect(statistics.max_period_number).toBe(2)
    await database.close()
  })
})
