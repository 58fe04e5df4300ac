import { gunzipSync } from 'node:zlib'
import {
  apiErrorSchema,
  categoriesResponseSchema,
  countersResponseSchema,
  marketsResponseSchema,
  matchResponseSchema,
  matchesResponseSchema,
  PUSH_CHANNELS,
  searchResponseSchema,
  sportsResponseSchema,
  tournamentsResponseSchema,
} from '@sportsbook/contracts'
import { generateCatalogue } from '@sportsbook/feed'
import { sql } from 'kysely'
import { InMemoryPushBroker } from '@sportsbook/push'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp, type ApiInstance } from '../app'
import { insertCatalogue } from '../catalogue/seed'
import { DIALECTS, openTestDatabase, type TestDatabase } from '../testing/test-database'

const NOW = '2026-11-21T12:00:00.000Z'
const catalogue = generateCatalogue({ seed: 7, now: NOW })
const live = catalogue.matches.filter((m) => m.status === 1)
const football = catalogue.sports.find((s) => s.key === 'football')
const liveFootball = live.find((m) => m.sportId === football?.id)

describe.each(DIALECTS)('catalogue API on %s', (dialect) => {
  let database: TestDatabase
  let app: ApiInstance
  const broker = new InMemoryPushBroker()

  beforeAll(async () => {
    database = await openTestDatabase(dialect)
    await insertCatalogue(database.db, catalogue)
    app = buildApp({ db: database.db, catalogueCacheMs: 0, push: { broker } })
  })
  afterAll(async () => {
    await app.close()
  })
  afterAll(async () => {
    await database.close()
  })

  it(`really runs on ${dialect}`, async () => {
    const probe =
      dialect === 'postgres'
        ? sql<{ v: string }>`select version() as v`
        : sql<{ v: string }>`select sqlite_version() as v`
    const version = (await probe.execute(database.db)).rows[0]?.v ?? ''
    expect(version).toMatch(dialect === 'postgres' ? /^PostgreSQL 1\d/ : /^3\.\d+/)
  })

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers })
  const errorOf = async (url: string) => {
    const response = await get(url)
    return { status: response.statusCode, error: apiErrorSchema.parse(response.json()).error }
  }

  describe('sports, categories, tournaments', () => {
    it('lists the sports by priority, named in the Accept-Language locale via aliases', async () => {
      const en = sportsResponseSchema.parse((await get('/api/v2/sports')).json())
      expect(en.data.map((s) => s.key)).toEqual(catalogue.sports.map((s) => s.key))
      expect(en.pagination).toEqual({ total: 11, page: 1, limit: 50, last_page: 1 })
      const names = async (language: string) =>
        sportsResponseSchema.parse(
          (await get('/api/v2/sports', { 'accept-language': language })).json(),
        ).data[0]?.name
      expect(await names('de-AT,de;q=0.9')).toBe('Fußball')
      expect(await names('br')).toBe('Futebol')
      expect(await names('fr-FR, es;q=0.5')).toBe('Fútbol')
      expect(await names('fr')).toBe('Football')
    })

    it('filters sports by type: the three e-sports of /cybersport', async () => {
      const cyber = sportsResponseSchema.parse((await get('/api/v2/sports?type=cyber')).json())
      expect(cyber.data.map((s) => s.key)).toEqual(['cs2', 'dota2', 'lol'])
    })

    it('lists categories of a sport and finds one by id', async () => {
      const expected = catalogue.categories.filter((c) => c.sportId === football?.id)
      const list = categoriesResponseSchema.parse(
        (await get('/api/v2/categories?sport_key=football&limit=500')).json(),
      )
      expect(list.data.map((c) => c.id).sort()).toEqual(expected.map((c) => c.id).sort())
      const first = expected[0]
      const one = await get(`/api/v2/categories/${first?.id ?? ''}`)
      expect(one.json()).toMatchObject({
        data: { id: first?.id, slug: first?.slug, sport: { key: 'football' } },
      })
      expect(await errorOf('/api/v2/categories/999999')).toEqual({
        status: 404,
        error: { code: 'not_found', message: 'Category 999999 not found', details: [] },
      })
    })

    it('finds a category, a league and a match of a sport by slug (pages resolve /[sport]/[slug])', async () => {
      const category = catalogue.categories.find((c) => c.sportId === football?.id)
      const tournament = catalogue.tournaments.find((t) => t.sportId === football?.id)
      const match = catalogue.matches.find((m) => m.sportId === football?.id)
      const slugged = async (path: string, slug: string) =>
        (await get(`/api/v2/${path}?sport_key=football&slug=${slug}`))
          .json<{ data: { id: string }[] }>()
          .data.map((item) => item.id)
      expect(await slugged('categories', category?.slug ?? '')).toEqual([category?.id])
      expect(await slugged('tournaments', tournament?.slug ?? '')).toEqual([tournament?.id])
      expect(await slugged('matches', match?.slug ?? '')).toEqual([match?.id])
      expect(await slugged('matches', category?.slug ?? '')).toEqual([])
      expect(await slugged('categories', 'no-such-slug')).toEqual([])
    })

    it('lists tournaments with per-locale priority first', async () => {
      const german = catalogue.tournaments.find((t) => t.names.en === 'Germany Premier League')
      const de = tournamentsResponseSchema.parse(
        (await get('/api/v2/tournaments?sport_key=football', { 'accept-language': 'de' })).json(),
      )
      expect(de.data[0]).toMatchObject({ id: german?.id, priority: 1000 })
      const en = tournamentsResponseSchema.parse(
        (await get('/api/v2/tournaments?sport_key=football')).json(),
      )
      expect(en.data.find((t) => t.id === german?.id)?.priority).toBe(german?.priority)
      expect(en.pagination.total).toBe(
        catalogue.tournaments.filter((t) => t.sportId === football?.id).length,
      )
      const one = await get(`/api/v2/tournaments/${german?.id ?? ''}`)
      expect(one.json()).toMatchObject({
        data: { name: 'Germany Premier League', sport: { main_market_outcomes_count: 3 } },
      })
      expect((await get('/api/v2/tournaments/nope')).statusCode).toBe(404)
      const stages = tournamentsResponseSchema.parse(
        (await get('/api/v2/tournaments?kind=stage&limit=500')).json(),
      )
      expect(stages.data.every((t) => t.kind === 'stage')).toBe(true)
    })
  })

  describe('GET /matches', () => {
    const list = async (query: string) =>
      matchesResponseSchema.parse((await get(`/api/v2/matches?${query}`)).json())

    it('pages every match by start time without overlap', async () => {
      const first = await list('limit=500')
      expect(first.pagination).toEqual({
        total: catalogue.matches.length,
        page: 1,
        limit: 500,
        last_page: Math.ceil(catalogue.matches.length / 500),
      })
      const second = await list('limit=500&page=2')
      const ids = [...first.data, ...second.data].map((m) => m.id)
      expect(new Set(ids).size).toBe(1000)
      const times = first.data.map((m) => m.start_time)
      expect([...times].sort()).toEqual(times)
      // A page past the end is empty and still says how many there are.
      const past = await list('limit=500&page=99')
      expect(past.data).toEqual([])
      expect(past.pagination.total).toBe(catalogue.matches.length)
      const pastCapped = await list('limit=500&page=99&max_per_sport=2')
      expect(pastCapped.pagination.total).toBe(
        (await list('limit=500&max_per_sport=2')).data.length,
      )
    })

    it('filters by status, sport, sport type, category, tournament, type and ids', async () => {
      const liveList = await list('match_status=1&limit=500')
      expect(liveList.pagination.total).toBe(live.length)
      expect(liveList.data.every((m) => m.status === 1 && m.statistics !== null)).toBe(true)
      const cyber = await list('sport_type=cyber&limit=1')
      expect(cyber.pagination.total).toBe(
        catalogue.matches.filter((m) => ['8', '9', '10'].includes(m.sportId)).length,
      )
      // Each match says its sport's type (the web sets a test provider's updates aside by it).
      expect(cyber.data.map((m) => m.sport_type)).toEqual(['cyber'])
      const football = await list('sport_key=football&limit=3')
      expect(new Set(football.data.map((m) => m.sport_type))).toEqual(new Set(['regular']))
      const tournament = catalogue.tournaments[5]
      const byTournament = await list(`tournament_id=${tournament?.id ?? ''}&limit=500`)
      expect(byTournament.data.map((m) => m.id).sort()).toEqual(
        catalogue.matches
          .filter((m) => m.tournamentId === tournament?.id)
          .map((m) => m.id)
          .sort(),
      )
      const category = catalogue.categories[3]
      expect((await list(`category_id=${category?.id ?? ''}&limit=1`)).pagination.total).toBe(
        catalogue.matches.filter((m) => m.categoryId === category?.id).length,
      )
      expect((await list('sport_key=tennis&limit=1')).pagination.total).toBe(
        catalogue.matches.filter((m) => m.sportId === '3').length,
      )
      const outrights = await list('type=outright&limit=500')
      expect(
        outrights.data.every(
          (m) => m.type === 'outright' && m.competitors === null && m.main_market?.id === '534',
        ),
      ).toBe(true)
      const ids = catalogue.matches.slice(3, 6).map((m) => m.id)
      expect((await list(`id=${ids.join(',')}`)).data.map((m) => m.id).sort()).toEqual(
        [...ids].sort(),
      )
    })

    it('filters by start window, video and bettable', async () => {
      const from = '2026-11-22T00:00:00Z'
      const to = '2026-11-23T00:00:00Z'
      const window = await list(`start_from=${from}&start_to=${to}&limit=500`)
      const expected = catalogue.matches.filter(
        (m) =>
          m.startTime >= '2026-11-22T00:00:00.000Z' && m.startTime <= '2026-11-23T00:00:00.000Z',
      )
      expect(window.pagination.total).toBe(expected.length)
      expect((await list('has_video=true&limit=1')).pagination.total).toBe(
        catalogue.matches.filter((m) => m.hasVideo).length,
      )
      expect((await list('bettable=true&limit=1')).pagination.total).toBe(catalogue.matches.length)
      expect((await list('bettable=false&limit=1')).pagination.total).toBe(0)
    })

    it('sorts by the keys of spec §3.1 and caps matches per sport', async () => {
      const byBets = await list('sort_by=bets_count:desc&limit=50')
      const counts = byBets.data.map((m) => m.bets_count)
      expect(counts).toEqual([...counts].sort((a, b) => b - a))
      const capped = await list('max_per_sport=2&limit=500')
      expect(capped.pagination.total).toBe(22)
      const perSport = new Map<string, number>()
      for (const m of capped.data) perSport.set(m.sport.key, (perSport.get(m.sport.key) ?? 0) + 1)
      expect([...perSport.values()].every((n) => n === 2)).toBe(true)
      const bySport = await list('sort_by=sport.priority:desc,start_time:asc&limit=500')
      expect(bySport.data[0]?.sport.key).toBe('football')
    })

    it.each([
      ['limit=0', 'querystring.limit'],
      ['limit=10000', 'querystring.limit'],
      ['page=0', 'querystring.page'],
      ['start_from=yesterday', 'querystring.start_from'],
      ['start_to=2026-13-40T00:00:00Z', 'querystring.start_to'],
      ['sport_type=golf', 'querystring.sport_type'],
      ['match_status=7', 'querystring.match_status'],
      ['sort_by=price:asc', 'querystring.sort_by'],
      ['bettable=maybe', 'querystring.bettable'],
      ['sport_key=football&sport_key=tennis', 'querystring.sport_key'],
      ['limit=10&limit=20', 'querystring.limit'],
      ['id=1;2', 'querystring.id'],
    ])('refuses %s naming %s', async (query, field) => {
      const { status, error } = await errorOf(`/api/v2/matches?${query}`)
      expect(status).toBe(400)
      expect(error.details.map((d) => d.field)).toContain(field)
    })

    it('returns one match with competitors and its main market, or a JSON 404', async () => {
      const response = matchResponseSchema.parse(
        (
          await get(`/api/v2/matches/${liveFootball?.id ?? ''}`, { 'accept-language': 'de' })
        ).json(),
      )
      expect(response.data.sport.name).toBe('Fußball')
      expect(response.data.main_market?.id).toBe('1')
      expect(response.data.main_market?.outcomes.map((o) => o.name)).toEqual([
        response.data.competitors?.home.name,
        'Unentschieden',
        response.data.competitors?.away.name,
      ])
      expect(response.data.available_markets).toBe(
        catalogue.markets.filter((m) => m.matchId === liveFootball?.id).length,
      )
      expect(await errorOf('/api/v2/matches/424242')).toMatchObject({
        status: 404,
        error: { message: 'Match 424242 not found' },
      })
    })
  })

  describe('GET /matches/:id/markets', () => {
    const matchId =
      catalogue.matches.find((m) => m.sportId === '1' && m.status === 0 && m.type === 'match')
        ?.id ?? ''
    const markets = async (query = '') =>
      marketsResponseSchema.parse((await get(`/api/v2/matches/${matchId}/markets${query}`)).json())

    it('lists every market with names filled from specifiers and competitors', async () => {
      const all = await markets()
      expect(all.pagination.total).toBe(
        catalogue.markets.filter((m) => m.matchId === matchId).length,
      )
      const total = all.data.find((m) => m.id === '18' && m.specifier === 'total=2.5')
      expect(total?.name).toBe('Total 2.5')
      expect(total?.outcomes.map((o) => o.name)).toEqual(['Over 2.5', 'Under 2.5'])
      expect(all.data.filter((m) => m.id === '18' && m.most_balanced)).toHaveLength(1)
      const fixture = catalogue.markets.find((m) => m.matchId === matchId && m.marketId === '1')
      expect(all.data.find((m) => m.id === '1')?.outcomes.map((o) => o.odds)).toEqual(
        fixture?.outcomes.map((o) => o.oddsMillis / 1000),
      )
    })

    it('filters by group key and market id, and pages', async () => {
      expect(
        (await markets('?group_key=totals')).data.every((m) => m.market_groups.includes('totals')),
      ).toBe(true)
      const fixtureMarkets = catalogue.markets.filter((m) => m.matchId === matchId)
      expect((await markets('?group_key=totals')).pagination.total).toBe(
        fixtureMarkets.filter((m) => m.groups.includes('totals')).length,
      )
      expect((await markets('?market_id=18')).data.map((m) => m.specifier)).toEqual([
        'total=1.5',
        'total=2.25',
        'total=2.5',
        'total=2.75',
        'total=3.5',
      ])
      const page2 = await markets('?limit=2&page=2')
      expect(page2.data).toHaveLength(2)
      expect(page2.pagination.total).toBe(fixtureMarkets.length)
      expect(page2.pagination.last_page).toBe(Math.ceil(fixtureMarkets.length / 2))
      // Past the last page: no rows, and still the whole count.
      const past = await markets('?limit=2&page=999')
      expect(past.data).toEqual([])
      expect(past.pagination.total).toBe(fixtureMarkets.length)
      expect((await markets('?group_key=%27%20OR%201%3D1%20--')).data).toEqual([])
    })

    it('drops markets with status 0 and keeps suspended ones', async () => {
      await database.db
        .updateTable('markets')
        .set({ status: 0 })
        .where('match_id', '=', matchId)
        .where('market_id', '=', '29')
        .execute()
      await database.db
        .updateTable('markets')
        .set({ status: -1 })
        .where('match_id', '=', matchId)
        .where('market_id', '=', '10')
        .execute()
      const after = await markets()
      expect(after.data.some((m) => m.id === '29')).toBe(false)
      expect(after.data.find((m) => m.id === '10')?.status).toBe(-1)
    })

    it("answers where the match's push channel stood, so the page recovers what came after", async () => {
      const before = (await markets()).stream
      expect(before?.offset).toBeGreaterThanOrEqual(0)
      expect(before?.epoch).not.toBe('')
      await app.push.publish(PUSH_CHANNELS.match(matchId), { type: 'test' })
      const after = (await markets()).stream
      // The same stream (the first answer made it), one publication on.
      expect(after).toEqual({ epoch: before?.epoch, offset: (before?.offset ?? 0) + 1 })
    })

    it('answers 404 for an unknown match, and keeps no stream for it', async () => {
      const channels = broker.channelCount
      expect((await get('/api/v2/matches/777777/markets')).statusCode).toBe(404)
      expect(broker.channelCount).toBe(channels)
    })
  })

  describe('widgets, video, counters', () => {
    it('serves statistics and head-to-head widgets, refusing unknown widget types', async () => {
      const stats = (await get(`/api/v2/matches/${liveFootball?.id ?? ''}/statistics`)).json<{
        data: { statistics: { total_score: unknown } }
      }>()
      expect(stats.data.statistics.total_score).toEqual(liveFootball?.statistics?.total_score)
      expect(
        (await get(`/api/v2/matches/${liveFootball?.id ?? ''}/head-to-head`)).json(),
      ).toMatchObject({ data: { head_to_head: [] } })
      const { status, error } = await errorOf(`/api/v2/matches/${liveFootball?.id ?? ''}/lineups`)
      expect(status).toBe(400)
      expect(error.details[0]?.field).toBe('params.type')
    })

    it('describes the stream of a match with video and 404s without', async () => {
      const withVideo = catalogue.matches.find((m) => m.hasVideo)
      const without = catalogue.matches.find((m) => !m.hasVideo)
      const video = await get(`/api/v2/matches/${withVideo?.id ?? ''}/video`)
      expect(video.json()).toMatchObject({
        data: { provider: 'demo', type: 'iframe', url: `/fe-api/streams/${withVideo?.id ?? ''}` },
      })
      const tracker = await get(`/fe-api/streams/${withVideo?.id ?? ''}`)
      expect(tracker.headers['content-type']).toContain('text/html')
      expect(tracker.headers['content-security-policy']).toContain("frame-ancestors 'self'")
      expect(tracker.body).toContain(JSON.stringify(withVideo?.id))
      expect((await get('/fe-api/streams/bad%22id')).statusCode).toBe(400)
      expect(
        (await get(`/api/v2/matches/${withVideo?.id ?? ''}/streams`)).json<{ data: unknown[] }>()
          .data,
      ).toHaveLength(1)
      expect((await get(`/api/v2/matches/${without?.id ?? ''}/video`)).statusCode).toBe(404)
      expect((await get(`/api/v2/matches/${without?.id ?? ''}/streams`)).json()).toEqual({
        data: [],
      })
    })

    it('counts live matches and matches per sport, category and tournament', async () => {
      const response = await app.inject({ method: 'POST', url: '/api/v2/counters', payload: {} })
      const counters = countersResponseSchema.parse(response.json())
      expect(counters.live).toBe(live.length)
      expect(counters.sports['1']).toBe(catalogue.matches.filter((m) => m.sportId === '1').length)
      const cyber = countersResponseSchema.parse(
        (
          await app.inject({
            method: 'POST',
            url: '/api/v2/counters',
            payload: { type: 'cyber', status: [1] },
          })
        ).json(),
      )
      expect(Object.keys(cyber.sports).sort()).toEqual(
        ['10', '8', '9'].filter((id) => live.some((m) => m.sportId === id)).sort(),
      )
      const bad = await app.inject({
        method: 'POST',
        url: '/api/v2/counters',
        payload: { status: ['live'] },
      })
      expect(apiErrorSchema.parse(bad.json()).error.details[0]?.field).toBe('body.status.0')
    })
  })

  describe('GET /search', () => {
    const search = async (query: string) =>
      searchResponseSchema.parse((await get(`/api/v2/search?${query}`)).json()).data
    const team = catalogue.competitors.find((c) =>
      catalogue.matches.some((m) => m.homeId === c.id && m.status !== 1),
    )

    it('finds matches by a competitor name fragment, tournaments and markets', async () => {
      const fragment = (team?.names.en ?? '').slice(0, 6)
      const found = await search(`q=${encodeURIComponent(fragment)}`)
      expect(found.matches.length).toBeGreaterThan(0)
      expect(
        found.matches.every((m) => m.name.toLowerCase().includes(fragment.toLowerCase())),
      ).toBe(true)
      expect(
        (await search('q=premier')).tournaments.every((t) =>
          t.name.toLowerCase().includes('premier'),
        ),
      ).toBe(true)
      expect((await search('q=premier')).tournaments.length).toBeGreaterThan(0)
      const markets = (await search('q=both%20teams')).markets
      expect(markets.length).toBeGreaterThan(0)
      expect(markets.every((m) => m.market.name === 'Both teams to score')).toBe(true)
      const eventsOnly = await search('q=premier&only_events_name=true')
      expect(eventsOnly.tournaments).toEqual([])
      expect(eventsOnly.markets).toEqual([])
    })

    it('finds the first 20 open matches by home, away or own name, in start order', async () => {
      const nameOf = (id: string | null) =>
        catalogue.competitors.find((c) => c.id === id)?.names.en.toLowerCase() ?? ''
      for (const q of ['united', 'winner', 'team']) {
        const expected = catalogue.matches
          .filter((m) => m.status === 0 || m.status === 1)
          .filter((m) =>
            [nameOf(m.homeId), nameOf(m.awayId), m.names?.en.toLowerCase() ?? ''].some((name) =>
              name.includes(q),
            ),
          )
          .sort((a, b) => a.startTime.localeCompare(b.startTime) || a.id.localeCompare(b.id))
          .slice(0, 20)
          .map((m) => m.id)
        expect(expected.length, q).toBeGreaterThan(0)
        expect((await search(`q=${q}`)).matches.map((m) => m.id)).toEqual(expected)
      }
      // Matches found only by their away side are found.
      const away = catalogue.matches.find((m) => m.status === 0 && m.awayId !== null)
      const awayName = nameOf(away?.awayId ?? null)
      const byAway = await search(`q=${encodeURIComponent(awayName)}&only_events_name=true`)
      expect(byAway.matches.map((m) => m.id)).toContain(away?.id)
    })

    it('ignores the case of the letters, in the query and in the names', async () => {
      const fragment = (team?.names.en ?? '').slice(0, 6)
      const ids = async (q: string) =>
        (await search(`q=${encodeURIComponent(q)}`)).matches.map((m) => m.id)
      const found = await ids(fragment.toLowerCase())
      expect(found.length).toBeGreaterThan(0)
      expect(await ids(fragment.toUpperCase())).toEqual(found)
      expect(await ids(fragment)).toEqual(found)
    })

    it('keeps the sport type filter', async () => {
      const cyber = await search('q=team&sport_type=cyber')
      expect(cyber.matches.every((m) => ['cs2', 'dota2', 'lol'].includes(m.sport.key))).toBe(true)
    })

    it.each(['ab', 'x'.repeat(51)])('refuses q of %s characters naming the field', async (q) => {
      const { status, error } = await errorOf(`/api/v2/search?q=${q}`)
      expect(status).toBe(400)
      expect(error.details[0]?.field).toBe('querystring.q')
    })

    it.each(["'; drop table matches; --", '%%%', '___', "\\' or 1=1", '" OR ""="'])(
      'treats %s as text',
      async (q) => {
        const found = await search(`q=${encodeURIComponent(q)}`)
        expect(found).toEqual({ matches: [], tournaments: [], markets: [] })
        const count = await sql<{ n: number }>`select count(*) as n from matches`.execute(
          database.db,
        )
        expect(Number(count.rows[0]?.n)).toBe(catalogue.matches.length)
      },
    )

    it('treats SQL metacharacters in other text parameters as text', async () => {
      for (const url of [
        "/api/v2/matches?sport_key='%20OR%201=1--",
        "/api/v2/categories?sport_key=x'%3B%20drop%20table%20sports",
        '/api/v2/tournaments?sport_key=%25',
      ]) {
        const response = await get(url)
        expect(response.statusCode).toBe(200)
        expect(response.json<{ data: unknown[] }>().data).toEqual([])
      }
    })
  })

  describe('caching headers, compression, icons', () => {
    it('sends an ETag and Cache-Control, and 304 for a matching If-None-Match', async () => {
      const first = await get('/api/v2/sports')
      const etag = first.headers.etag
      expect(typeof etag).toBe('string')
      expect(first.headers['cache-control']).toContain('max-age=')
      const again = await get('/api/v2/sports', { 'if-none-match': String(etag) })
      expect(again.statusCode).toBe(304)
      expect(again.body).toBe('')
      const german = await get('/api/v2/sports', { 'accept-language': 'de' })
      expect(german.headers.etag).not.toBe(etag)
    })

    it('compresses large answers with gzip when asked', async () => {
      const response = await get('/api/v2/matches?limit=50', { 'accept-encoding': 'gzip, br' })
      expect(response.headers['content-encoding']).toBe('gzip')
      const body = JSON.parse(gunzipSync(response.rawPayload).toString()) as unknown
      expect(matchesResponseSchema.parse(body).data).toHaveLength(50)
    })

    it('serves two icon sets, long-cached when versioned', async () => {
      const versioned = await get('/fe-api/icons.svg?version=3')
      expect(versioned.headers['content-type']).toContain('image/svg+xml')
      expect(versioned.headers['cache-control']).toBe('public, max-age=31536000, immutable')
      expect(versioned.body).toContain('<g id="sports">')
      expect(versioned.body).toContain('<g id="ui">')
      expect(versioned.body).toContain('id="sport-football"')
      expect((await get('/fe-api/icons.svg')).headers['cache-control']).toBe('public, max-age=3600')
      expect((await get('/fe-api/icons.svg?version=%3Cscript%3E')).statusCode).toBe(400)
      // Every seeded sport has its icon.
      for (const sport of catalogue.sports)
        expect(versioned.body).toContain(`id="sport-${sport.key}"`)
    })

    it('gives teams generated crests and categories their country flags', async () => {
      const { data } = matchesResponseSchema.parse(
        (await get('/api/v2/matches?sport_key=football&limit=5')).json(),
      )
      const home = data[0]?.competitors?.home
      expect(home?.logo).toBe(`/fe-api/crests/${home?.id ?? ''}`)
      const crest = await get(home?.logo ?? '')
      expect(crest.headers['content-type']).toContain('image/svg+xml')
      expect(crest.body).toMatch(/^<svg [^>]*viewBox="0 0 64 64"/)
      expect((await get(home?.logo ?? '')).body).toBe(crest.body)
      const away = data[0]?.competitors?.away
      expect((await get(`/fe-api/crests/${away?.id ?? ''}`)).body).not.toBe(crest.body)
      // People have no crest.
      const tennis = matchesResponseSchema.parse(
        (await get('/api/v2/matches?sport_key=tennis&limit=1')).json(),
      ).data[0]
      expect(tennis?.competitors?.home.logo).toBeNull()

      const flag = await get('/fe-api/flags/dk')
      expect(flag.statusCode).toBe(200)
      expect(flag.body).toContain('#c8102e')
      expect((await get('/fe-api/flags/qq')).statusCode).toBe(404)
      expect((await get('/fe-api/flags/..%2Fetc')).statusCode).toBe(400)
    })

    it('lists each match with a secondary market beside the main one', async () => {
      const { data } = matchesResponseSchema.parse(
        (await get('/api/v2/matches?sport_key=football&match_status=0&limit=10')).json(),
      )
      const withBoth = data.filter((m) => m.main_market && m.secondary_market)
      expect(withBoth.length).toBeGreaterThan(0)
      // A line market (Total 2.5) on its most balanced line, where there is one.
      expect(withBoth.some((m) => m.secondary_market?.most_balanced)).toBe(true)
      for (const match of withBoth) {
        expect(match.secondary_market?.id).not.toBe(match.main_market?.id)
        expect(match.secondary_market?.outcomes.length).toBeGreaterThan(1)
        expect(
          match.secondary_market?.specifier === '' || match.secondary_market?.most_balanced,
        ).toBe(true)
      }
    })
  })
})
