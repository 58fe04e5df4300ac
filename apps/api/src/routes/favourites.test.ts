import {
  apiErrorSchema,
  favouriteMatchesResponseSchema,
  favouriteTournamentsResponseSchema,
  matchesResponseSchema,
} from '@sportsbook/contracts'
import { generateCatalogue } from '@sportsbook/feed'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp, type ApiInstance } from '../app'
import { insertCatalogue } from '../catalogue/seed'
import { DEMO_PLAYERS, ensureDemoPlayers } from '../players/demo-players'
import { signIn, type SignedIn } from '../testing/players'
import { DIALECTS, openTestDatabase, type TestDatabase } from '../testing/test-database'

const catalogue = generateCatalogue({ seed: 7, now: '2026-11-21T12:00:00.000Z' })
const [first, second, third] = catalogue.matches
const league = catalogue.tournaments[0]

describe.each(DIALECTS)('favourites on %s', (dialect) => {
  let database: TestDatabase
  let app: ApiInstance
  let alice: SignedIn
  let bob: SignedIn

  beforeAll(async () => {
    database = await openTestDatabase(dialect)
    await insertCatalogue(database.db, catalogue)
    await ensureDemoPlayers(database.db)
    app = buildApp({ db: database.db, catalogueCacheMs: 0 })
    alice = await signIn(app, DEMO_PLAYERS[0].email, DEMO_PLAYERS[0].password)
    bob = await signIn(app, DEMO_PLAYERS[1].email, DEMO_PLAYERS[1].password)
  })
  afterAll(async () => {
    await app.close()
    await database.close()
  })

  const mark = (as: SignedIn, type: string, id: string, on = true) =>
    app.inject({ method: on ? 'POST' : 'DELETE', url: `/api/v2/favourites/${type}/${id}`, ...as })
  const matchIds = async (as: SignedIn, query = '') => {
    const response = await app.inject({ url: `/api/v2/favourites/matches${query}`, ...as })
    expect(response.headers['cache-control']).toBe('private, no-store')
    return favouriteMatchesResponseSchema.parse(response.json()).data.map((m) => m.id)
  }

  it('keeps each player their own favourite matches; marking and unmarking repeat harmlessly', async () => {
    if (!first || !second || !third) throw new Error('catalogue too small')
    expect(await matchIds(alice)).toEqual([])
    for (const id of [first.id, second.id, second.id]) {
      const response = await mark(alice, 'matches', id)
      expect(response.statusCode).toBe(200)
      expect(response.json()).toEqual({ data: { type: 'matches', id, favourite: true } })
    }
    await mark(bob, 'matches', third.id)
    expect((await matchIds(alice)).sort()).toEqual([first.id, second.id].sort())
    expect(await matchIds(bob)).toEqual([third.id])

    expect((await mark(alice, 'matches', first.id, false)).json()).toEqual({
      data: { type: 'matches', id: first.id, favourite: false },
    })
    expect((await mark(alice, 'matches', first.id, false)).statusCode).toBe(200)
    expect(await matchIds(alice)).toEqual([second.id])
  })

  it("answers GET /matches?favourite=true with the player's own starred matches, never cached", async () => {
    if (!second || !third) throw new Error('catalogue too small')
    const listed = async (as: SignedIn | undefined, query: string) => {
      const response = await app.inject({ url: `/api/v2/matches?${query}`, ...as })
      expect(response.statusCode).toBe(200)
      expect(response.headers['cache-control']).toBe('private, no-store')
      return matchesResponseSchema.parse(response.json())
    }
    expect((await listed(alice, 'favourite=true')).data.map((m) => m.id)).toEqual([second.id])
    expect((await listed(bob, 'favourite=true')).data.map((m) => m.id)).toEqual([third.id])
    const all = matchesResponseSchema.parse(
      (await app.inject({ url: '/api/v2/matches?limit=1' })).json(),
    )
    expect((await listed(alice, 'favourite=false&limit=1')).pagination.total).toBe(
      all.pagination.total - 1,
    )
    const anonymous = await app.inject({ url: '/api/v2/matches?favourite=true' })
    expect(anonymous.statusCode).toBe(401)
  })

  it('filters favourite matches by status', async () => {
    if (!second) throw new Error('catalogue too small')
    const other = second.status === 0 ? '1,2,3,4,5' : '0'
    expect(await matchIds(alice, `?match_status=${String(second.status)}`)).toEqual([second.id])
    expect(await matchIds(alice, `?match_status=${other}`)).toEqual([])
  })

  it('keeps favourite leagues', async () => {
    if (!league) throw new Error('catalogue too small')
    expect((await mark(alice, 'tournaments', league.id)).statusCode).toBe(200)
    const response = await app.inject({ url: '/api/v2/favourites/tournaments', ...alice })
    const leagues = favouriteTournamentsResponseSchema.parse(response.json()).data
    expect(leagues.map((l) => l.id)).toEqual([league.id])
  })

  it('refuses anonymous players, writes without the CSRF token, unknown entities and types', async () => {
    if (!first) throw new Error('catalogue too small')
    expect((await app.inject({ url: '/api/v2/favourites/matches' })).statusCode).toBe(401)
    const noCsrf = await app.inject({
      method: 'POST',
      url: `/api/v2/favourites/matches/${first.id}`,
      cookies: alice.cookies,
    })
    expect(noCsrf.statusCode).toBe(403)
    const unknown = await mark(alice, 'matches', 'no-such-match')
    expect(unknown.statusCode).toBe(404)
    const badType = await mark(alice, 'players', first.id)
    expect(badType.statusCode).toBe(400)
    expect(apiErrorSchema.parse(badType.json()).error.details[0]?.field).toContain('type')
  })
})
