// Issue 21, "redirects": every way back accepts only a path of this site.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp, type ApiInstance } from '../app'
import { fundedPlayer, type SignedIn } from '../testing/players'
import { openTestDatabase, type TestDatabase } from '../testing/test-database'

describe('the wallet pages’ way back', () => {
  let database: TestDatabase
  let app: ApiInstance
  let player: SignedIn
  beforeAll(async () => {
    database = await openTestDatabase('sqlite')
    app = buildApp({
      db: database.db,
      siteUrl: 'http://localhost:3000',
      siteMirrors: ['https://mirror.example'],
    })
    player = await fundedPlayer(app, 0)
  })
  afterAll(async () => {
    await app.close()
    await database.close()
  })
  const backLink = async (page: string, returnUrl: string) => {
    const response = await app.inject({
      url: `${page}?currency=EUR&return_url=${encodeURIComponent(returnUrl)}`,
      cookies: player.cookies,
      // A Host the client chose is not what "this site" means.
      headers: { host: 'evil.invalid' },
    })
    expect(response.statusCode).toBe(200)
    return /<a href="([^"]*)">Back to the sportsbook/.exec(response.body)?.[1]
  }

  it.each(['/platform/wallet/deposit', '/platform/wallet/transactions'])(
    '%s links back only to this site',
    async (page) => {
      expect(await backLink(page, 'http://localhost:3000/sports/live?x=1')).toBe('/sports/live?x=1')
      expect(await backLink(page, 'https://mirror.example/de/sports')).toBe('/de/sports')
      for (const hostile of [
        'http://evil.invalid/sports',
        '//evil.invalid/sports',
        '/\\evil.invalid',
        '/\t/evil.invalid',
        'http://localhost:3000@evil.invalid/',
        'javascript:alert(1)',
      ])
        expect(await backLink(page, hostile), hostile).toBe('/sports')
    },
  )
})
