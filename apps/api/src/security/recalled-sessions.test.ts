import type { PlacementSelection } from '@sportsbook/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp, type ApiInstance } from '../app'
import { ensureCatalogue } from '../catalogue/seed'
import { openSelections, placeBet } from '../testing/bets'
import { fundedPlayer, type SignedIn } from '../testing/players'
import { DIALECTS, openTestDatabase, type TestDatabase } from '../testing/test-database'

const NOW = new Date().toISOString()

// Decision 174: a placement recalls its session from the api's memory and checks in its first
// round trip that it still lives. A session ended after the api remembered it places nothing.
describe.each(DIALECTS)('a placement with a session that ended, on %s', (dialect) => {
  let database: TestDatabase
  let app: ApiInstance
  let selection: PlacementSelection
  beforeAll(async () => {
    database = await openTestDatabase(dialect)
    await ensureCatalogue(database.db, { seed: 8, now: NOW })
    app = buildApp({ db: database.db })
    const [open] = await openSelections(database.db, 1)
    if (!open) throw new Error('no open selection')
    selection = open
  })
  afterAll(async () => {
    await app.close()
    await database.close()
  })

  const place = (player: SignedIn) => placeBet(app, player, 100, [selection])

  /** The player's account and bets, to see that a refused placement wrote nothing. */
  const written = (player: SignedIn & { accountId: string }) =>
    database.db
      .selectFrom('accounts as a')
      .leftJoin('bets as b', 'b.account_id', 'a.id')
      .select(['a.balance', (eb) => eb.fn.count('b.id').as('bets')])
      .where('a.id', '=', player.accountId)
      .groupBy('a.balance')
      .executeTakeFirstOrThrow()

  it('is refused with 401 once the player signed out, and writes nothing', async () => {
    const player = await fundedPlayer(app, 1_000)
    expect((await place(player)).statusCode).toBe(200)
    const signedOut = await app.inject({
      method: 'DELETE',
      url: '/platform/users/sign_out',
      cookies: player.cookies,
      headers: player.headers,
    })
    expect(signedOut.statusCode).toBe(204)
    const before = await written(player)
    const answer = await place(player)
    expect(answer.statusCode).toBe(401)
    expect(answer.json()).toMatchObject({ error: { code: 'unauthorized' } })
    expect(await written(player)).toEqual(before)
  })

  it('is refused with 401 once the session expired, and writes nothing', async () => {
    const player = await fundedPlayer(app, 1_000)
    expect((await place(player)).statusCode).toBe(200)
    await database.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1_000).toISOString() })
      .where('player_id', '=', player.id)
      .execute()
    const before = await written(player)
    expect((await place(player)).statusCode).toBe(401)
    expect(await written(player)).toEqual(before)
  })

  it('still needs the session CSRF token', async () => {
    const player = await fundedPlayer(app, 1_000)
    expect((await place(player)).statusCode).toBe(200)
    const forged = await place({ ...player, headers: { 'x-csrf-token': 'not-the-token' } })
    expect(forged.statusCode).toBe(403)
  })
})
