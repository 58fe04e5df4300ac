// Issue 21, "links from configuration, never from request headers".
import { afterEach, describe, expect, it } from 'vitest'
import { buildApp, type ApiInstance } from '../app'
import { openTestDatabase, type TestDatabase } from '../testing/test-database'

const HOSTILE = {
  host: 'evil.invalid',
  'x-forwarded-host': 'evil.invalid',
  'x-forwarded-proto': 'https',
}

describe('e-mailed links', () => {
  let database: TestDatabase
  let app: ApiInstance
  afterEach(async () => {
    await app.close()
    await database.close()
  })
  const mails = async () =>
    (await database.db.selectFrom('outbox').select(['subject', 'body']).execute()).map(
      (m) => `${m.subject}: ${m.body}`,
    )

  it('are built on SITE_URL in the player’s language, whatever Host a request names', async () => {
    database = await openTestDatabase('sqlite')
    app = buildApp({ db: database.db, siteUrl: 'https://book.example' })
    const signUp = await app.inject({
      method: 'POST',
      url: '/platform/users',
      headers: HOSTILE,
      payload: {
        email: 'lea@example.com',
        password: 'pass word 123',
        country: 'DK',
        currency: 'EUR',
        language: 'de',
        terms: true,
      },
    })
    expect(signUp.statusCode).toBe(201)
    for (const url of ['/platform/users/password', '/platform/users/confirmation'])
      expect(
        (
          await app.inject({
            method: 'POST',
            url,
            headers: HOSTILE,
            payload: { email: 'lea@example.com' },
          })
        ).statusCode,
      ).toBe(202)
    const sent = await mails()
    expect(sent).toHaveLength(3)
    for (const mail of sent) {
      expect(mail).not.toContain('evil.invalid')
      expect(mail).toMatch(/https:\/\/book\.example\/de\/sports\/users\//)
    }
  })

  it('the session cookie is Secure when the site is served over https', async () => {
    database = await openTestDatabase('sqlite')
    app = buildApp({
      db: database.db,
      siteUrl: 'https://book.example',
      players: { autoConfirm: true },
    })
    await app.inject({
      method: 'POST',
      url: '/platform/users',
      payload: {
        email: 'max@example.com',
        password: 'pass word 123',
        country: 'DK',
        currency: 'EUR',
        terms: true,
      },
    })
    const signedIn = await app.inject({
      method: 'POST',
      url: '/platform/users/sign_in',
      payload: { email: 'max@example.com', password: 'pass word 123' },
    })
    expect(signedIn.statusCode).toBe(200)
    expect(signedIn.cookies[0]).toMatchObject({ secure: true, httpOnly: true })
  })
})
