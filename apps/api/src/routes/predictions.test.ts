import { EVENT_STATUS } from '@sportsbook/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp, type ApiInstance } from '../app'
import { ensureCatalogue } from '../catalogue/seed'
import { fundedPlayer, type SignedIn } from '../testing/players'
import { DIALECTS, openTestDatabase, type TestDatabase } from '../testing/test-database'

describe.each(DIALECTS)('match predictions (GET/POST /vote) on %s', (dialect) => {
  let database: TestDatabase
  let app: ApiInstance
  let upcoming: string
  let started: string
  beforeAll(async () => {
    database = await openTestDatabase(dialect)
    await ensureCatalogue(database.db, { seed: 4, now: new Date().toISOString() })
    app = buildApp({ db: database.db, players: { authAttemptsPerMinute: 10_000 } })
    const later = await database.db
      .selectFrom('matches')
      .select('id')
      .where('status', '=', EVENT_STATUS.prematch)
      .where('start_time', '>', new Date(Date.now() + 3_600_000).toISOString())
      .orderBy('id')
      .limit(2)
      .execute()
    upcoming = later[0]?.id ?? ''
    started = later[1]?.id ?? ''
    await database.db
      .updateTable('matches')
      .set({ status: EVENT_STATUS.live })
      .where('id', '=', started)
      .execute()
  })
  afterAll(async () => {
    await app.close()
    await database.close()
  })

  const read = (id: string, player?: SignedIn) =>
    app.inject({
      url: `/api/v2/vote?prediction_id=${id}`,
      ...(player && { cookies: player.cookies }),
    })
  const vote = (player: SignedIn | undefined, body: Record<string, unknown>) =>
    app.inject({
      method: 'POST',
      url: '/api/v2/vote',
      ...(player && { cookies: player.cookies, headers: player.headers }),
      payload: body,
    })

  it('counts every pick, shows a player their own, and lets them change it until kick-off', async () => {
    expect((await read(upcoming)).json()).toEqual({
      data: { prediction: null, votes: { home: 0, draw: 0, away: 0 }, open: true },
    })
    const [one, two] = [await fundedPlayer(app, 0), await fundedPlayer(app, 0)]
    const first = await vote(one, { prediction_id: upcoming, data: 'home' })
    expect(first.statusCode, first.body).toBe(200)
    expect(first.json()).toMatchObject({
      data: {
        prediction: { prediction_id: upcoming, data: 'home' },
        votes: { home: 1, draw: 0, away: 0 },
      },
    })
    await vote(two, { prediction_id: upcoming, data: 'draw' })
    await vote(one, { prediction_id: upcoming, data: 'away' })
    expect((await read(upcoming, one)).json()).toMatchObject({
      data: { prediction: { data: 'away' }, votes: { home: 0, draw: 1, away: 1 }, open: true },
    })
    // A visitor sees the counts, not anyone's pick.
    expect((await read(upcoming)).json()).toMatchObject({
      data: { prediction: null, votes: { draw: 1, away: 1 } },
    })
  })

  it('takes no pick once the match has started', async () => {
    const player = await fundedPlayer(app, 0)
    const closed = await vote(player, { prediction_id: started, data: 'home' })
    expect(closed.statusCode).toBe(409)
    expect(closed.json()).toMatchObject({ error: { code: 'prediction_closed' } })
    expect((await read(started)).json()).toMatchObject({ data: { open: false } })
  })

  it('refuses a visitor, a forged write, a bad pick and an unknown match', async () => {
    expect((await vote(undefined, { prediction_id: upcoming, data: 'home' })).statusCode).toBe(401)
    const player = await fundedPlayer(app, 0)
    const forged = await app.inject({
      method: 'POST',
      url: '/api/v2/vote',
      cookies: player.cookies,
      payload: { prediction_id: upcoming, data: 'home' },
    })
    expect(forged.statusCode).toBe(403)
    const bad = await vote(player, { prediction_id: upcoming, data: 'nobody' })
    expect(bad.statusCode).toBe(400)
    expect(bad.body).toContain('body.data')
    expect((await vote(player, { prediction_id: 'no-such-match', data: 'home' })).statusCode).toBe(
      404,
    )
    expect((await read('no-such-match')).statusCode).toBe(404)
    expect((await read('bad%20id')).statusCode).toBe(400)
  })
})
