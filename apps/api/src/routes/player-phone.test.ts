import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { buildApp, type ApiInstance } from '../app'
import { DEMO_PLAYERS, ensureDemoPlayers } from '../players/demo-players'
import { signIn } from '../testing/players'
import { DIALECTS, openTestDatabase, type TestDatabase } from '../testing/test-database'

describe.each(DIALECTS)('phone verification on %s', (dialect) => {
  let database: TestDatabase
  let app: ApiInstance
  const session = { cookies: {}, headers: {} }
  beforeAll(async () => {
    database = await openTestDatabase(dialect)
    await ensureDemoPlayers(database.db)
    app = buildApp({ db: database.db })
    const signedIn = await signIn(app, DEMO_PLAYERS[0].email, DEMO_PLAYERS[0].password)
    session.cookies = signedIn.cookies
    session.headers = signedIn.headers
  })
  afterAll(async () => {
    await app.close()
    await database.close()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  const send = (number: string) =>
    app.inject({ method: 'POST', url: '/platform/player/phone', ...session, payload: { number } })
  const verify = (code: string) =>
    app.inject({
      method: 'POST',
      url: '/platform/player/phone/verify',
      ...session,
      payload: { code },
    })
  const lastCode = async () => {
    const sms = await database.db
      .selectFrom('outbox')
      .select('body')
      .where('channel', '=', 'sms')
      .orderBy('created_at', 'desc')
      .executeTakeFirst()
    return /(\d{6})/.exec(sms?.body ?? '')?.[1] ?? ''
  }

  it('sends a code by SMS, waits a minute before another, and verifies the number', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-11-22T10:00:00Z') })
    expect((await app.inject({ url: '/platform/player/phone', ...session })).json()).toEqual({
      number: null,
      is_verified: false,
      resend_timeout: 0,
      sms_limit_reached: false,
    })
    expect((await send('+4512345678')).json()).toMatchObject({
      number: '+4512345678',
      resend_timeout: 60,
    })
    const tooSoon = await send('+4512345678')
    expect(tooSoon.statusCode).toBe(429)
    const code = await lastCode()
    const wrong = code === '000000' ? '000001' : '000000'
    const refused = await verify(wrong)
    expect(refused.statusCode).toBe(400)
    expect(refused.json()).toMatchObject({ error: { details: [{ field: 'body.code' }] } })
    expect((await verify(code)).json()).toMatchObject({ is_verified: true })
    expect((await app.inject({ url: '/platform/player', ...session })).json()).toMatchObject({
      mobile_phone: '+4512345678',
    })
    expect((await verify('12')).body).toContain('body.code')
  })

  it('allows 5 SMS a day and 5 tries per code', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-11-23T10:00:00Z') })
    for (let i = 0; i < 5; i += 1) {
      expect((await send('+4587654321')).statusCode).toBe(200)
      vi.setSystemTime(Date.now() + 61_000)
    }
    const limited = await send('+4587654321')
    expect(limited.statusCode).toBe(429)
    expect((await app.inject({ url: '/platform/player/phone', ...session })).json()).toMatchObject({
      sms_limit_reached: true,
    })
    const code = await lastCode()
    const wrong = code === '000000' ? '000001' : '000000'
    for (let i = 0; i < 5; i += 1) expect((await verify(wrong)).statusCode).toBe(400)
    // The right code no longer helps once the tries are used up.
    expect((await verify(code)).json()).toMatchObject({ error: { message: 'Ask for a new code' } })
  })
})
