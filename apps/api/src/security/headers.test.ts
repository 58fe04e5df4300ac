// Issue 21, "headers": security headers, private answers never stored, login CSRF refused.
import { afterEach, describe, expect, it } from 'vitest'
import { buildApp, type ApiInstance } from '../app'
import { fundedPlayer } from '../testing/players'
import { openTestDatabase, type TestDatabase } from '../testing/test-database'

describe('security headers of the api', () => {
  let database: TestDatabase
  let app: ApiInstance
  afterEach(async () => {
    await app.close()
    await database.close()
  })

  it('sends nosniff, a referrer policy, and a CSP its HTML pages cannot be framed past', async () => {
    database = await openTestDatabase('sqlite')
    app = buildApp({ db: database.db })
    const player = await fundedPlayer(app, 0)
    const wallet = await app.inject({ url: '/platform/wallet/deposit?currency=EUR', ...player })
    expect(wallet.statusCode).toBe(200)
    expect(wallet.headers['x-content-type-options']).toBe('nosniff')
    expect(wallet.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(wallet.headers['content-security-policy']).toContain("frame-ancestors 'self'")
    expect(wallet.headers['content-security-policy']).toContain("form-action 'self'")
    // The page carries the session's CSRF token: never stored by a browser or a cache.
    expect(wallet.headers['cache-control']).toBe('no-store')
    expect(
      (await app.inject({ url: '/platform/player', ...player })).headers['cache-control'],
    ).toBe('no-store')
    // Public catalogue answers keep their own caching; no HSTS over http.
    const sports = await app.inject({ url: '/api/v2/sports' })
    expect(sports.headers['cache-control']).toContain('public')
    expect(sports.headers['strict-transport-security']).toBeUndefined()
  })

  it('sends them with every answer, errors too', async () => {
    database = await openTestDatabase('sqlite')
    app = buildApp({ db: database.db })
    const answers = await Promise.all(
      ['/livez', '/api/v2/no-such-thing', '/api/v2/search?q=ab'].map((url) => app.inject({ url })),
    )
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 404, 400])
    for (const { headers } of answers) {
      expect(headers['x-content-type-options']).toBe('nosniff')
      expect(headers['x-frame-options']).toBe('SAMEORIGIN')
      expect(headers['content-security-policy']).toContain("default-src 'none'")
    }
  })

  it('sends HSTS when the site is served over https', async () => {
    database = await openTestDatabase('sqlite')
    app = buildApp({ db: database.db, siteUrl: 'https://book.example' })
    const answer = await app.inject({ url: '/healthz' })
    expect(answer.headers['strict-transport-security']).toMatch(/max-age=\d+/)
  })

  it('refuses a sign-in sent by a form on another site (login CSRF)', async () => {
    database = await openTestDatabase('sqlite')
    app = buildApp({ db: database.db })
    const player = await fundedPlayer(app, 0)
    const email = `${player.id}@players.test`
    const form = await app.inject({
      method: 'POST',
      url: '/platform/users/sign_in',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ email, password: 'pass word 123' }).toString(),
    })
    // Was: 200 and a session cookie for the attacker's account in the victim's browser.
    expect(form.statusCode).toBe(403)
    expect(form.cookies).toEqual([])
    const withFetchSite = (site: string) =>
      app.inject({
        method: 'POST',
        url: '/platform/users/sign_in',
        headers: { 'sec-fetch-site': site },
        payload: { email, password: 'pass word 123' },
      })
    expect((await withFetchSite('cross-site')).statusCode).toBe(403)
    const sameOrigin = await withFetchSite('same-origin')
    expect(sameOrigin.statusCode).toBe(200)
  })
})
