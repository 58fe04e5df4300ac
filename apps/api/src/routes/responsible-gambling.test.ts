import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { buildApp, type ApiInstance } from '../app'
import { DEMO_PLAYERS, ensureDemoPlayers } from '../players/demo-players'
import { acceptTermsForAll, signIn, type SignedIn } from '../testing/players'
import { postEntry } from '../ledger/ledger'
import { DIALECTS, openTestDatabase, type TestDatabase } from '../testing/test-database'

const MINUTE = 60_000

describe.each(DIALECTS)('responsible gambling on %s', (dialect) => {
  let database: TestDatabase
  let app: ApiInstance
  let as: SignedIn
  const signInDemo = () => signIn(app, DEMO_PLAYERS[0].email, DEMO_PLAYERS[0].password)
  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-11-22T10:00:00Z') })
    database = await openTestDatabase(dialect)
    await ensureDemoPlayers(database.db)
    await acceptTermsForAll(database.db)
    app = buildApp({ db: database.db, demoPayments: { secret: 'test payment provider secret' } })
    as = await signInDemo()
  })
  afterEach(async () => {
    vi.useRealTimers()
    await app.close()
    await database.close()
  })

  const setLimit = (payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: '/platform/user_limits', ...as, payload })
  const limits = async () =>
    (await app.inject({ url: '/platform/user_limits', ...as })).json<{
      data: { type: string; status: string; amount: number; period: string | null }[]
    }>().data
  const quickDeposit = (amount: number) =>
    app.inject({
      method: 'POST',
      url: '/platform/deposits/quick',
      ...as,
      payload: { currency: 'EUR', amount },
    })
  const session = (path = '') =>
    app.inject({ method: 'POST', url: `/platform/sportsbook_sessions${path}`, ...as })

  it('refuses a deposit over the deposit limit; tightening is immediate, loosening takes 24 hours', async () => {
    expect((await setLimit({ type: 'deposit', amount: 10_000, period: 'day' })).statusCode).toBe(
      201,
    )
    expect((await quickDeposit(8_000)).statusCode).toBe(200)
    const over = await quickDeposit(3_000)
    expect(over.statusCode).toBe(403)
    expect(over.json()).toMatchObject({
      error: { code: 'out_of_limit', message: 'User is out of limit' },
    })

    await setLimit({ type: 'deposit', amount: 50_000, period: 'day' })
    expect(await limits()).toEqual([
      expect.objectContaining({ type: 'deposit', status: 'active', amount: 10_000 }),
      expect.objectContaining({ type: 'deposit', status: 'unconfirmed', amount: 50_000 }),
    ])
    expect((await quickDeposit(3_000)).statusCode).toBe(403)
    vi.setSystemTime(Date.now() + 24 * 60 * MINUTE + 1000)
    expect(await limits()).toEqual([expect.objectContaining({ status: 'active', amount: 50_000 })])
    expect((await quickDeposit(3_000)).statusCode).toBe(200)

    await setLimit({ type: 'deposit', amount: 1_000, period: 'week' })
    expect(await limits()).toEqual([expect.objectContaining({ status: 'active', amount: 1_000 })])
    expect((await quickDeposit(500)).statusCode).toBe(403)
    expect((await setLimit({ type: 'deposit', amount: 1.5, period: 'day' })).body).toContain(
      'body.amount',
    )
  })

  it('reminds the player after the reality-check period and plays on when they continue', async () => {
    await setLimit({ type: 'reality_check', amount: 30 })
    expect((await session()).json()).toMatchObject({ period: 1800, reality_check_due: false })
    vi.setSystemTime(Date.now() + 31 * MINUTE)
    expect((await session()).json()).toMatchObject({ reality_check_due: true })
    expect((await session('/continue')).json()).toMatchObject({ reality_check_due: false })
    vi.setSystemTime(Date.now() + 29 * MINUTE)
    expect((await session()).json()).toMatchObject({ reality_check_due: false })
  })

  it('tells the time played and the net result of the session’s bets', async () => {
    const started = (await session()).json<{ started_at: string }>()
    const account = await database.db
      .selectFrom('accounts as a')
      .innerJoin('players as p', 'p.id', 'a.player_id')
      .select('a.id')
      .where('p.email', '=', DEMO_PLAYERS[0].email)
      .where('a.currency', '=', 'EUR')
      .executeTakeFirstOrThrow()
    vi.setSystemTime(Date.now() + 5 * MINUTE)
    // Staked 10.00, paid back 4.00; a deposit is not a result of play.
    for (const [kind, amount] of [
      ['bet_stake', -1_000],
      ['bet_payout', 400],
      ['deposit', 5_000],
    ] as const)
      await postEntry(database.db, { accountId: account.id, amount, kind, reference: kind })
    expect((await session()).json()).toMatchObject({
      started_at: started.started_at,
      played_seconds: 300,
      net_result: { subunits: -600, currency: 'EUR' },
    })
  })

  it('ends play when the sportsbook session limit is reached (403)', async () => {
    await setLimit({ type: 'sportsbook_session', amount: 60 })
    expect((await session()).statusCode).toBe(200)
    vi.setSystemTime(Date.now() + 61 * MINUTE)
    const ended = await session()
    expect(ended.statusCode).toBe(403)
    expect(ended.json()).toMatchObject({ error: { code: 'out_of_limit' } })
    // The sign-in ends with it: a reload cannot start a new session on the old one.
    expect((await app.inject({ url: '/platform/player', ...as })).statusCode).toBe(401)
    as = await signInDemo()
    expect((await session()).statusCode).toBe(200)
  })

  it('signs the player out (401) once the activity limit is used up', async () => {
    await setLimit({ type: 'activity', amount: 1 })
    const track = (seconds: number) =>
      app.inject({
        method: 'POST',
        url: '/platform/player/activity_limit_track',
        ...as,
        payload: { seconds },
      })
    expect((await track(50)).json()).toEqual({ active_seconds: 50 })
    const over = await track(20)
    expect(over.statusCode).toBe(401)
    expect(over.json()).toMatchObject({ error: { code: 'out_of_limit' } })
    expect((await app.inject({ url: '/platform/player', ...as })).statusCode).toBe(401)
  })

  it('loosens a limit only after its cooling period, whatever changed', async () => {
    await setLimit({ type: 'deposit', amount: 10_000, period: 'month' })
    // The same amount a day: up to 30 times as much a month.
    await setLimit({ type: 'deposit', amount: 10_000, period: 'day' })
    await setLimit({ type: 'wager', amount: 5_000, period: 'week' })
    await setLimit({ type: 'wager', amount: 5_000, period: 'day' })
    expect(await limits()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'deposit', status: 'active', period: 'month' }),
        expect.objectContaining({ type: 'deposit', status: 'unconfirmed', period: 'day' }),
        expect.objectContaining({ type: 'wager', status: 'active', period: 'week' }),
        expect.objectContaining({ type: 'wager', status: 'unconfirmed', period: 'day' }),
      ]),
    )
    expect((await quickDeposit(8_000)).statusCode).toBe(200)
    expect((await quickDeposit(3_000)).statusCode).toBe(403)
  })

  it('cancels a raise still waiting when the limit is tightened after it', async () => {
    await setLimit({ type: 'deposit', amount: 10_000, period: 'day' })
    await setLimit({ type: 'deposit', amount: 90_000, period: 'day' })
    await setLimit({ type: 'deposit', amount: 5_000, period: 'day' })
    expect(await limits()).toEqual([
      expect.objectContaining({ type: 'deposit', status: 'active', amount: 5_000 }),
    ])
    vi.setSystemTime(Date.now() + 25 * 60 * MINUTE)
    expect(await limits()).toEqual([
      expect.objectContaining({ type: 'deposit', status: 'active', amount: 5_000 }),
    ])
    expect((await quickDeposit(6_000)).statusCode).toBe(403)
  })

  it('ends every session of a player who excludes themselves, not only the one that asked', async () => {
    const other = await signInDemo()
    expect((await app.inject({ url: '/platform/player', ...other })).statusCode).toBe(200)
    expect((await setLimit({ type: 'coolingoff', days: 1 })).statusCode).toBe(201)
    for (const request of [
      { method: 'GET' as const, url: '/platform/player' },
      { method: 'POST' as const, url: '/api/v2/bonuses/promo-code', payload: { code: 'WELCOME' } },
      {
        method: 'POST' as const,
        url: '/platform/deposits/quick',
        payload: { currency: 'EUR', amount: 100 },
      },
      {
        method: 'POST' as const,
        url: '/platform/virtual_wallet/racing/launch',
        payload: { app: 'desktop' },
      },
    ])
      expect((await app.inject({ ...request, ...other })).statusCode, request.url).toBe(401)
  })

  it('excludes the player from play until a self-exclusion ends, and it cannot be lifted', async () => {
    expect((await setLimit({ type: 'selfexclusion', days: 7 })).statusCode).toBe(201)
    expect((await app.inject({ url: '/platform/player', ...as })).statusCode).toBe(401)
    // Not even signing in again until it ends (so nothing can lift it early).
    const refused = await app.inject({
      method: 'POST',
      url: '/platform/users/sign_in',
      payload: { email: DEMO_PLAYERS[0].email, password: DEMO_PLAYERS[0].password },
    })
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toMatchObject({ error: { code: 'excluded' } })
    vi.setSystemTime(Date.now() + 7 * 24 * 60 * MINUTE + 1000)
    as = await signInDemo()
    expect((await session()).statusCode).toBe(200)
  })
})
