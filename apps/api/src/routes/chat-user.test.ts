import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp, type ApiInstance } from '../app'
import { fundedPlayer } from '../testing/players'
import { openTestDatabase, type TestDatabase } from '../testing/test-database'

const SECRET = 'the match chat user secret, 32+ chars'

/** GET /watchersio/userid (no SQL of its own: SQLite only). */
describe('the player’s id at the match-chat provider', () => {
  let database: TestDatabase
  let app: ApiInstance
  beforeAll(async () => {
    database = await openTestDatabase('sqlite')
    app = buildApp({ db: database.db, chatUserSecret: SECRET })
  })
  afterAll(async () => {
    await app.close()
    await database.close()
  })

  it('is stable per player, differs between players and never shows our id', async () => {
    const [one, two] = [await fundedPlayer(app, 0), await fundedPlayer(app, 0)]
    const idOf = async (player: typeof one) => {
      const response = await app.inject({
        url: '/api/v2/watchersio/userid',
        cookies: player.cookies,
      })
      expect(response.headers['cache-control']).toBe('private, no-store')
      return response.json<{ data: { user_id: string } }>().data.user_id
    }
    const first = await idOf(one)
    expect(first).toMatch(/^[0-9a-f]{32}$/)
    expect(await idOf(one)).toBe(first)
    expect(await idOf(two)).not.toBe(first)
    expect(first).not.toContain(one.id.replaceAll('-', '').slice(0, 8))
    expect((await app.inject({ url: '/api/v2/watchersio/userid' })).statusCode).toBe(401)
    // Another secret, other ids: the provider cannot link players across operators.
    const other = buildApp({ db: database.db, chatUserSecret: `${SECRET} (another operator)` })
    const elsewhere = await other.inject({ url: '/api/v2/watchersio/userid', cookies: one.cookies })
    expect(elsewhere.json<{ data: { user_id: string } }>().data.user_id).not.toBe(first)
    // Not closed: closing an app closes its database, which `app` still uses.
  })

  it('is not served without a secret', async () => {
    const plain = buildApp({ db: database.db })
    const player = await fundedPlayer(plain, 0)
    const response = await plain.inject({
      url: '/api/v2/watchersio/userid',
      cookies: player.cookies,
    })
    expect(response.statusCode).toBe(404)
    await plain.close()
  })
})
