// Issue 21, "real client addresses": only the configured proxy hop's X-Forwarded-For counts.
import { afterEach, describe, expect, it } from 'vitest'
import { buildApp, type ApiInstance } from '../app'
import { openTestDatabase, type TestDatabase } from '../testing/test-database'

describe('the client address rate limits count', () => {
  let database: TestDatabase
  let app: ApiInstance
  afterEach(async () => {
    await app.close()
    await database.close()
  })
  const ask = (remoteAddress: string, forwardedFor?: string) =>
    app.inject({
      method: 'POST',
      url: '/platform/users/password',
      remoteAddress,
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
      payload: { email: 'someone@example.com' },
    })

  it('ignores X-Forwarded-For from a client that is not the trusted proxy', async () => {
    database = await openTestDatabase('sqlite')
    app = buildApp({ db: database.db, players: { authAttemptsPerMinute: 3 } })
    // Was: every rotating X-Forwarded-For got a fresh bucket (unlimited tries).
    const answers = []
    for (let i = 0; i < 4; i += 1)
      answers.push((await ask('198.51.100.4', `10.9.9.${String(i)}`)).statusCode)
    expect(answers).toEqual([202, 202, 202, 429])
  })

  it('believes the web server’s hop only: what a client wrote before it is ignored', async () => {
    database = await openTestDatabase('sqlite')
    app = buildApp({ db: database.db, players: { authAttemptsPerMinute: 3 } })
    const throughWeb = async (client: string, spoofed: string) =>
      (await ask('127.0.0.1', `${spoofed}, ${client}`)).statusCode
    const first = []
    for (let i = 0; i < 4; i += 1)
      first.push(await throughWeb('203.0.113.1', `10.0.0.${String(i)}`))
    expect(first).toEqual([202, 202, 202, 429])
    // Another player behind the same web server has their own bucket (was: one shared bucket).
    expect(await throughWeb('203.0.113.2', '10.0.0.1')).toBe(202)
  })

  it('with no trusted proxy, the socket address is the client', async () => {
    database = await openTestDatabase('sqlite')
    app = buildApp({
      db: database.db,
      players: { authAttemptsPerMinute: 1 },
      trustProxy: { addresses: [], hops: 0 },
    })
    expect((await ask('127.0.0.1', '203.0.113.1')).statusCode).toBe(202)
    expect((await ask('127.0.0.1', '203.0.113.2')).statusCode).toBe(429)
  })
})
