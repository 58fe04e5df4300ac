import type { DepositOutcome } from '../wallet/deposits'
import { Centrifuge } from 'centrifuge'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import WebSocket from 'ws'
import { buildApp, type ApiInstance } from '../app'
import { DEMO_PLAYERS, ensureDemoPlayers } from '../players/demo-players'
import { SESSION_COOKIE } from '../players/sessions'
import { acceptTermsForAll, signIn, type SignedIn } from '../testing/players'
import { demoReport } from '../testing/payments'
import { subscribePrivate } from '../testing/push-client'
import { DIALECTS, openTestDatabase, type TestDatabase } from '../testing/test-database'

const PROVIDER_SECRET = 'test payment provider secret'

describe.each(DIALECTS)('deposits on %s', (dialect) => {
  let database: TestDatabase
  let app: ApiInstance
  let origin: string
  const sessions: SignedIn[] = []
  beforeAll(async () => {
    database = await openTestDatabase(dialect)
    await ensureDemoPlayers(database.db)
    await acceptTermsForAll(database.db)
    app = buildApp({ db: database.db, demoPayments: { secret: PROVIDER_SECRET } })
    origin = await app.listen({ host: '127.0.0.1', port: 0 })
    for (const player of DEMO_PLAYERS)
      sessions.push(await signIn(app, player.email, player.password))
  })
  afterAll(async () => {
    await app.close()
    await database.close()
  })

  const as = (i: number) => {
    const session = sessions[i]
    if (!session) throw new Error(`no session ${String(i)}`)
    return { cookies: session.cookies, headers: session.headers }
  }
  const eur = async (i: number) =>
    (await app.inject({ url: '/platform/player/accounts', ...as(i) }))
      .json<{ data: { currency: string; balance: number }[] }>()
      .data.find((a) => a.currency === 'EUR')?.balance
  const start = async (amount: number, returnPath = '/sports') => {
    const response = await app.inject({
      method: 'POST',
      url: '/platform/deposits',
      ...as(0),
      payload: { currency: 'EUR', amount, return_path: returnPath },
    })
    expect(response.statusCode).toBe(201)
    return response.json<{ id: string; payment_url: string }>()
  }
  const report = (id: string, outcome: DepositOutcome) =>
    app.inject({
      method: 'POST',
      url: `/platform/payments/demo/${id}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: demoReport(PROVIDER_SECRET, id, outcome),
    })

  it('shows the demo payment page to the player who started the payment only', async () => {
    const { id } = await start(1_000)
    expect((await app.inject({ url: `/platform/payments/demo/${id}`, ...as(0) })).statusCode).toBe(
      200,
    )
    const other = await app.inject({ url: `/platform/payments/demo/${id}`, ...as(1) })
    expect(other.statusCode).toBe(404)
    expect(other.body).not.toContain('signature')
    expect((await app.inject({ url: `/platform/payments/demo/${id}` })).statusCode).toBe(401)
  })

  it("lists the player's own ledger rows on the wallet's transactions page", async () => {
    expect((await app.inject({ url: '/platform/wallet/transactions' })).statusCode).toBe(401)
    const page = await app.inject({ url: '/platform/wallet/transactions', ...as(1) })
    expect(page.statusCode).toBe(200)
    // The demo funds are the second demo player's first rows; nobody else's appear.
    expect(page.body).toMatch(/<td>deposit<\/td><td style="text-align: right">/)
    const rows = page.body.match(/<tr><td>/g) ?? []
    const own = await database.db
      .selectFrom('ledger_entries as l')
      .innerJoin('accounts as a', 'a.id', 'l.account_id')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('a.player_id', '=', DEMO_PLAYERS[1].id)
      .executeTakeFirstOrThrow()
    // PostgreSQL counts as a string.
    expect(rows.length).toBe(Number(own.n))
  })

  it('takes a deposit through the wallet page: amount in units, CSRF in the form, back to the site', async () => {
    const session = sessions[0]
    if (!session) throw new Error('no session')
    const anonymous = await app.inject({ url: '/platform/wallet/deposit?currency=EUR' })
    expect(anonymous.statusCode).toBe(401)
    const page = await app.inject({
      url: `/platform/wallet/deposit?currency=EUR&return_url=${encodeURIComponent('http://localhost:3000/sports/live?x=1')}`,
      cookies: session.cookies,
      headers: { host: 'localhost:3000' },
    })
    expect(page.statusCode).toBe(200)
    const csrf = /name="csrf_token" value="([^"]+)"/.exec(page.body)?.[1] ?? ''
    expect(csrf).not.toBe('')
    expect(page.body).toContain('name="return_path" value="/sports/live?x=1"')
    // Somewhere else is not a way back (no open redirect).
    const foreign = await app.inject({
      url: `/platform/wallet/deposit?currency=EUR&return_url=${encodeURIComponent('https://evil.example/')}`,
      cookies: session.cookies,
    })
    expect(foreign.body).toContain('name="return_path" value="/sports"')
    const form = (fields: string) =>
      app.inject({
        method: 'POST',
        url: '/platform/wallet/deposit',
        cookies: session.cookies,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: fields,
      })
    expect(
      (await form('currency=EUR&amount=12.50&return_path=%2Fsports&csrf_token=wrong')).statusCode,
    ).toBe(403)
    const bad = await form(`currency=EUR&amount=0&return_path=%2Fsports&csrf_token=${csrf}`)
    expect(bad.statusCode).toBe(400)
    expect(bad.json()).toMatchObject({ error: { details: [{ field: 'body.amount' }] } })
    const paid = await form(`currency=EUR&amount=12.50&return_path=%2Fsports&csrf_token=${csrf}`)
    expect(paid.statusCode).toBe(303)
    const id = /\/platform\/payments\/demo\/([\w-]+)$/.exec(paid.headers.location ?? '')?.[1] ?? ''
    const deposit = await app.inject({ url: `/platform/deposits/${id}`, ...as(0) })
    expect(deposit.json()).toMatchObject({ amount: 1250, status: 'pending' })
  })

  it('pays through the demo provider page, redirects back with the result and pushes the balance', async () => {
    // The player's browser, on their private channel with a token from /authorize.
    const [player] = sessions
    if (!player) throw new Error('no session')
    const push = await subscribePrivate(app, origin, player)
    const { pushed } = push

    const before = await eur(0)
    const { id, payment_url } = await start(5_000, '/sports?tab=live')
    const page = await app.inject({ url: payment_url, ...as(0) })
    expect(page.headers['content-type']).toContain('text/html')
    expect(page.body).toContain('value="complete"')
    expect(page.body).toContain('€50.00')
    const paid = await report(id, 'complete')
    expect(paid.statusCode).toBe(303)
    expect(paid.headers.location).toBe(`/sports?tab=live&deposit=success&deposit_id=${id}`)
    expect(await eur(0)).toBe((before ?? 0) + 5_000)
    // A repeated report pays nothing more.
    await report(id, 'complete')
    expect(await eur(0)).toBe((before ?? 0) + 5_000)
    await vi.waitFor(() => {
      // The balance once (the repeated report changed nothing), and one notification.
      const ofType = (type: string) =>
        pushed.filter((event) => (event as { type: string }).type === type)
      expect(ofType('balance_changed')).toEqual([
        {
          type: 'balance_changed',
          balance: { subunits: (before ?? 0) + 5_000, currency: 'EUR' },
          bonus_balance: null,
        },
      ])
      expect(ofType('notification')).toMatchObject([
        { notification: { type: 'deposit_completed', object_id: id } },
      ])
      expect(ofType('unread_counters_changed')).toHaveLength(1)
    })
    push.close()
  })

  it('drops the private channel of a player who signs out', async () => {
    const signedIn = await app.inject({
      method: 'POST',
      url: '/platform/users/sign_in',
      payload: { email: DEMO_PLAYERS[1].email, password: DEMO_PLAYERS[1].password },
    })
    let cookie = signedIn.cookies.find((c) => c.name === SESSION_COOKIE)?.value ?? ''
    const csrf = signedIn.json<{ csrf_token: string }>().csrf_token
    const id = signedIn.json<{ id: string }>().id
    // The web's token sources: they ask the api with whatever session cookie the browser has.
    const client = new Centrifuge(`${origin.replace('http', 'ws')}/connection/websocket`, {
      websocket: WebSocket,
      getToken: async () =>
        (
          await app.inject({
            method: 'POST',
            url: '/api/v2/websocket/token',
            cookies: { [SESSION_COOKIE]: cookie },
          })
        ).json<{ token: string }>().token,
    })
    const sub = client.newSubscription(`$user:${id}`, {
      getToken: async () =>
        (
          await app.inject({
            method: 'POST',
            url: '/api/v2/websocket/authorize',
            cookies: { [SESSION_COOKIE]: cookie },
            payload: { channels: [`$user:${id}`] },
          })
        ).json<{ channels: { token: string }[] }>().channels[0]?.token ?? '',
    })
    const subscribed = new Promise((resolve) => sub.once('subscribed', resolve))
    sub.subscribe()
    client.connect()
    await subscribed
    const unsubscribed = new Promise<{ code: number }>((resolve) =>
      sub.once('unsubscribed', resolve),
    )
    const out = await app.inject({
      method: 'DELETE',
      url: '/platform/users/sign_out',
      cookies: { [SESSION_COOKIE]: cookie },
      headers: { 'x-csrf-token': csrf },
    })
    expect(out.statusCode).toBe(204)
    cookie = ''
    // Kicked (3011), the client reconnects anonymously and may no longer read the channel.
    expect((await unsubscribed).code).toBe(1)
    client.disconnect()
  })

  it('leaves a declined deposit unpaid and a pending one pending until the provider decides', async () => {
    const before = await eur(0)
    const declined = await start(700)
    expect((await report(declined.id, 'fail')).headers.location).toBe(
      `/sports?deposit=error&deposit_id=${declined.id}`,
    )
    expect(await eur(0)).toBe(before)
    const pending = await start(300)
    expect((await report(pending.id, 'pending')).headers.location).toBe(
      `/sports?deposit=pending&deposit_id=${pending.id}`,
    )
    expect(
      (await app.inject({ url: `/platform/deposits/${pending.id}`, ...as(0) })).json(),
    ).toMatchObject({ status: 'pending' })
    await report(pending.id, 'complete')
    expect(await eur(0)).toBe((before ?? 0) + 300)
    // A decided deposit does not change its mind.
    await report(declined.id, 'complete')
    expect(await eur(0)).toBe((before ?? 0) + 300)
  })

  it("deposits at once by quick deposit, and never shows another player's deposit", async () => {
    const before = await eur(1)
    const quick = await app.inject({
      method: 'POST',
      url: '/platform/deposits/quick',
      ...as(1),
      payload: { currency: 'EUR', amount: 1_000 },
    })
    expect(quick.json()).toMatchObject({ status: 'completed', balance: (before ?? 0) + 1_000 })
    const mine = await start(100)
    expect((await app.inject({ url: `/platform/deposits/${mine.id}`, ...as(1) })).statusCode).toBe(
      404,
    )
  })

  it('refuses bad amounts and foreign return addresses, naming the field', async () => {
    for (const [payload, field] of [
      [{ currency: 'EUR', amount: 10.5 }, 'body.amount'],
      [{ currency: 'EUR', amount: -1 }, 'body.amount'],
      [{ currency: 'EUR', amount: 100, return_path: 'https://evil.example/' }, 'body.return_path'],
      [{ currency: 'EUR', amount: 100, return_path: '//evil.example/' }, 'body.return_path'],
    ] as const) {
      const response = await app.inject({
        method: 'POST',
        url: '/platform/deposits',
        ...as(0),
        payload,
      })
      expect(response.statusCode).toBe(400)
      expect(response.body).toContain(field)
    }
    const noAccount = await app.inject({
      method: 'POST',
      url: '/platform/deposits',
      ...as(0),
      payload: { currency: 'USD', amount: 100 },
    })
    expect(noAccount.statusCode).toBe(404)
  })
})
