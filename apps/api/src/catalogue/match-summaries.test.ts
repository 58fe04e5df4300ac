import { matchesResponseSchema, matchResponseSchema, type Match } from '@sportsbook/contracts'
import { MARKET_STATUS, oddsToMillis } from '@sportsbook/domain'
import { generateCatalogue, type FeedEvent } from '@sportsbook/feed'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp, type ApiInstance } from '../app'
import { applyFeedEvents } from '../feed/apply-feed-events'
import { setOdds } from '../testing/bets'
import { DIALECTS, openTestDatabase, type TestDatabase } from '../testing/test-database'
import { insertCatalogue } from './seed'
import { MatchSummaries } from './match-summaries'

const NOW = '2026-11-21T12:00:00.000Z'

describe.each(DIALECTS)('match summaries on %s', (dialect) => {
  let database: TestDatabase
  let app: ApiInstance

  beforeAll(async () => {
    database = await openTestDatabase(dialect)
    await insertCatalogue(database.db, generateCatalogue({ seed: 7, now: NOW }))
    // No answer cache: every request reads the database, and summaries kept by an earlier one.
    app = buildApp({ db: database.db, catalogueCacheMs: 0 })
  })
  afterAll(async () => {
    await app.close()
    await database.close()
  })

  const liveList = async (locale = 'en') =>
    matchesResponseSchema.parse(
      (
        await app.inject({
          method: 'GET',
          url: '/api/v2/matches?match_status=1&limit=100',
          headers: { 'accept-language': locale },
        })
      ).json(),
    ).data
  const listed = async (id: string, locale = 'en'): Promise<Match | undefined> =>
    (await liveList(locale)).find((match) => match.id === id)
  const single = async (id: string) =>
    matchResponseSchema.parse(
      (await app.inject({ method: 'GET', url: `/api/v2/matches/${id}` })).json(),
    ).data

  it('lists what the feed wrote after a match was listed: prices, bet stops, score', async () => {
    const [first] = (await liveList()).filter((m) => m.main_market?.status === MARKET_STATUS.open)
    const market = first?.main_market
    const outcome = market?.outcomes[0]
    if (!first || !market || !outcome) throw new Error('no live match with an open main market')
    await listed(first.id, 'de')
    const odds = outcome.odds === 7.77 ? 8.88 : 7.77
    const write = (event: FeedEvent) => applyFeedEvents(database.db, [event])

    await write({
      type: 'odds_change',
      provider: first.provider,
      matchId: first.id,
      nextBetStop: null,
      markets: [
        {
          marketId: market.id,
          specifier: market.specifier,
          status: MARKET_STATUS.open,
          outcomes: [{ id: outcome.id, oddsMillis: oddsToMillis(odds), active: true }],
        },
      ],
    })
    for (const locale of ['en', 'de'])
      expect((await listed(first.id, locale))?.main_market?.outcomes[0]?.odds).toBe(odds)
    expect((await single(first.id)).main_market?.outcomes[0]?.odds).toBe(odds)

    await write({ type: 'bet_stop', provider: first.provider, matchId: first.id, reason: 'goal' })
    expect((await listed(first.id))?.main_market?.status).toBe(MARKET_STATUS.suspended)

    await write({
      type: 'match_status',
      provider: first.provider,
      matchId: first.id,
      status: 2,
      statistics: null,
    })
    expect((await single(first.id)).status).toBe(2)
    expect(await listed(first.id)).toBeUndefined()
  })

  it('lists a price the tests set straight in the database', async () => {
    const [first] = (await liveList()).filter((m) => m.main_market?.status === MARKET_STATUS.open)
    const market = first?.main_market
    const outcome = market?.outcomes[0]
    if (!first || !market || !outcome) throw new Error('no live match with an open main market')
    const odds = outcome.odds === 6.66 ? 5.55 : 6.66
    await setOdds(
      database.db,
      {
        match_id: first.id,
        market_id: market.id,
        specifier: market.specifier,
        outcome_id: outcome.id,
      },
      odds,
    )
    expect((await listed(first.id))?.main_market?.outcomes[0]?.odds).toBe(odds)
  })
})

describe('MatchSummaries', () => {
  const match: Match = {
    id: 'm1',
    urn_id: 'sr:match:1',
    slug: 'home-away',
    type: 'match',
    name: 'Home - Away',
    sport: { id: 's1', key: 'football', name: 'Football' },
    sport_type: 'regular',
    category: { id: 'c1', slug: 'c', name: 'C', country_code: null },
    tournament: { id: 't1', slug: 't', name: 'T', kind: 'season' },
    competitors: null,
    stadium: null,
    city: null,
    status: 0,
    start_time: NOW,
    end_date: null,
    statistics: null,
    available_markets: 0,
    main_market: null,
    secondary_market: null,
    has_video: false,
    provider: 'betradar',
    is_provider_stats_available: false,
    bets_count: 0,
  }

  it('gives a kept match back only at the revision it was kept for, in its own locale', () => {
    const summaries = new MatchSummaries()
    const kept = summaries.keep('en', 3, match)
    expect(summaries.get('en', { id: match.id, revision: 3 })).toBe(kept)
    expect(summaries.get('en', { id: match.id, revision: 4 })).toBeUndefined()
    expect(summaries.get('de', { id: match.id, revision: 3 })).toBeUndefined()
  })

  it('refuses to keep a match the contract does not allow', () => {
    expect(() => new MatchSummaries().keep('en', 0, { ...match, status: 9 })).toThrow()
  })

  it('writes a page as the JSON of the list it is', () => {
    const summaries = new MatchSummaries()
    const page = {
      data: [summaries.keep('en', 0, match), { ...match, id: 'not-kept' }],
      pagination: { total: 2, page: 1, limit: 50, last_page: 1 },
    }
    expect(matchesResponseSchema.parse(JSON.parse(summaries.pageJson(page)))).toEqual(page)
  })
})
