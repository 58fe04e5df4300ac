// Issue 21, "no dev conveniences by default": each test fails on the code before it.
import { randomUUID } from 'node:crypto'
import { afterEach, describe, expect, it } from 'vitest'
import { buildApp, type ApiInstance } from '../app'
import { readEnv } from '../env'
import { demoReport } from '../testing/payments'
import { fundedPlayer } from '../testing/players'
import { openTestDatabase, type TestDatabase } from '../testing/test-database'

const SECRET = 'test payment provider secret, 32+ chars'

describe('development conveniences are off unless turned on', () => {
  let database: TestDatabase
  let app: ApiInstance
  afterEach(async () => {
    await app.close()
    await database.close()
  })

  it('defaults every development setting to off', async () => {
    database = await openTestDatabase('sqlite')
    app = buildApp({ db: database.db })
    const env = readEnv({})
    expect([env.DEV_MAILBOX, env.DEMO_PAYMENTS, env.DEMO_PLAYERS, env.DEMO_AUTO_CONFIRM]).toEqual([
      false,
      false,
      false,
      false,
    ])
  })

  it('serves no mailbox and takes no demo deposit on the default app', async () => {
    database = await openTestDatabase('sqlite')
    app = buildApp({ db: database.db })
    const player = await fundedPlayer(app, 0)
    // Was: the mailbox with everyone's reset links, and deposits minted by the demo provider.
    expect((await app.inject({ url: '/platform/dev/mailbox' })).statusCode).toBe(404)
    const deposit = await app.inject({
      method: 'POST',
      url: '/platform/deposits/quick',
      ...player,
      payload: { currency: 'EUR', amount: 100_000_000 },
    })
    expect(deposit.statusCode).toBe(503)
    expect(deposit.json()).toMatchObject({ error: { code: 'payments_unavailable' } })
    const id = randomUUID()
    expect((await app.inject({ url: `/platform/payments/demo/${id}` })).statusCode).toBe(404)
  })

  it('shows the mailbox, when on, only to a browser on this machine', async () => {
    database = await openTestDatabase('sqlite')
    app = buildApp({ db: database.db, devMailbox: true })
    expect((await app.inject({ url: '/platform/dev/mailbox' })).statusCode).toBe(200)
    // Through the web server (a trusted hop on loopback), from a player elsewhere.
    const remote = await app.inject({
      url: '/platform/dev/mailbox',
      headers: { 'x-forwarded-for': '203.0.113.7' },
    })
    expect(remote.statusCode).toBe(404)
  })

  it('credits a demo deposit only on a report signed by the provider', async () => {
    database = await openTestDatabase('sqlite')
    app = buildApp({ db: database.db, demoPayments: { secret: SECRET } })
    const player = await fundedPlayer(app, 0)
    const started = await app.inject({
      method: 'POST',
      url: '/platform/deposits',
      ...player,
      payload: { currency: 'EUR', amount: 5_000 },
    })
    const { id } = started.json<{ id: string }>()
    const report = (payload: string) =>
      app.inject({
        method: 'POST',
        url: `/platform/payments/demo/${id}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload,
      })
    // Was: `outcome=complete` alone paid it.
    expect((await report('outcome=complete')).statusCode).toBe(400)
    const forged = await report(demoReport('another secret', id, 'complete'))
    expect(forged.statusCode).toBe(403)
    // A signature for declining does not pay either.
    const declineSignature = new URLSearchParams(demoReport(SECRET, id, 'fail')).get('signature')
    expect((await report(`outcome=complete&signature=${declineSignature ?? ''}`)).statusCode).toBe(
      403,
    )
    const balance = async () =>
      (
        await app.db
          .selectFrom('accounts')
          .select('balance')
          .where('id', '=', player.accountId)
          .executeTakeFirstOrThrow()
      ).balance
    expect(await balance()).toBe(0)
    expect((await report(demoReport(SECRET, id, 'complete'))).statusCode).toBe(303)
    expect(await balance()).toBe(5_000)
  })
})
