import type { PlacementSelection } from '@sportsbook/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp, type ApiInstance } from '../app'
import { ensureCatalogue } from '../catalogue/seed'
import { openSelections } from '../testing/bets'
import { fundedPlayer, type SignedIn } from '../testing/players'
import { socketWritesDuring } from '../testing/socket-writes'
import { openTestDatabase, type TestDatabase } from '../testing/test-database'

const NOW = new Date().toISOString()

// Decisions 161, 166, 168 and 174: what a placement costs in round trips, with the Idempotency-Key the web
// always sends and without. (app.inject makes no socket write of its own.)
describe('round trips of a placement on PostgreSQL', () => {
  let database: TestDatabase
  let app: ApiInstance
  let selection: PlacementSelection
  let player: SignedIn
  beforeAll(async () => {
    database = await openTestDatabase('postgres')
    await ensureCatalogue(database.db, { seed: 8, now: NOW })
    app = buildApp({ db: database.db, bets: { placementsPerMinute: 100_000 } })
    const [open] = await openSelections(database.db, 1)
    if (!open) throw new Error('no open selection')
    selection = open
    player = await fundedPlayer(app, 100_000)
  })
  afterAll(async () => {
    await app.close()
    await database.close()
  })

  const place = (headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/v3/bets',
      cookies: player.cookies,
      headers: { ...player.headers, ...headers },
      payload: {
        meta: { device_id: 'round-trips' },
        bets: [{ stake: { subunits: 100, currency: 'EUR' }, selections: [selection] }],
      },
    })

  it('is two, with an Idempotency-Key or without; its replay is one', async () => {
    // Warm: every statement is prepared on the connections it will meet.
    for (let i = 0; i < 12; i += 1) await place({ 'idempotency-key': `warm-${String(i)}` })
    const placed = (headers: Record<string, string> = {}) =>
      socketWritesDuring(async () => {
        expect((await place(headers)).statusCode).toBe(200)
      })
    const key = { 'idempotency-key': 'round-trips-0001' }
    const plain = await placed()
    const keyed = await placed(key)
    const replay = await placed(key)
    // Whether the session lives, the player, their limits and the prices; BEGIN, the stake, the
    // limits' guard, the bet and COMMIT.
    expect({ plain, keyed, replay }).toEqual({ plain: 2, keyed: 2, replay: 1 })
  })
})
