import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { buildApp, type ApiInstance } from '../app'
import { DEMO_PLAYERS, ensureDemoPlayers } from '../players/demo-players'
import { signHostToken } from '../players/host-tokens'
import { SESSION_COOKIE } from '../players/sessions'
import { postEntry } from '../ledger/ledger'
import { fundedPlayer, signIn as signInAs } from '../testing/players'
import { DIALECTS, openTestDatabase, type TestDatabase } from '../testing/test-database'

const PASSWORD = 'correct horse 9'
const HOST_SECRET = 'a secret the host platform shares, 32+'

/**
 * The operator's switches of an app built with the defaults: no products, one active freebet
 * at a time, every odds format, the bet builder and video, multi-single for betradar and oddin;
 * an empty catalogue and a feed that has not reported.
 */
const DEFAULT_SWITCHES = {
  is_horse_racing_enabled: false,
  is_lottery_enabled: false,
  is_premium_cricket_enabled: false,
  is_virtual_gaming_arena_enabled: false,
  is_multi_active_freebets_allowed: false,
  odds_types: ['european', 'british', 'hongkong', 'american', 'indonesian', 'malaysian', 'percent'],
  custom_bet_enabled: true,
  video_enabled: true,
  multi_single_available_by_provider: { betradar: true, oddin: true, betconstruct: false },
  sport_type_providers: {},
  provider_statuses: {},
}

describe.each(DIALECTS)('players on %s', (dialect) => {
  let database: TestDatabase
  let app: ApiInstance
  beforeAll(async () => {
    database = await openTestDatabase(dialect)
    app = buildApp({
      db: database.db,
      players: {
        blockedCountries: ['US'],
        authAttemptsPerMinute: 1000,
        requiredFields: ['first_name', 'last_name', 'mobile_phone'],
        hostAuthSecret: HOST_SECRET,
      },
    })
    await app.ready()
  })
  afterAll(async () => {
    await app.close()
    await database.close()
  })

  const cookieOf = (response: LightMyRequestResponse) =>
    response.cookies.find((c) => c.name === SESSION_COOKIE)
  const signUp = (email: string, overrides: Record<string, unknown> = {}) =>
    app.inject({
      method: 'POST',
      url: '/platform/users',
      payload: {
        email,
        password: PASSWORD,
        country: 'DK',
        currency: 'EUR',
        terms: true,
        ...overrides,
      },
    })
  const signIn = (email: string, password = PASSWORD, cookie?: string) =>
    app.inject({
      method: 'POST',
      url: '/platform/users/sign_in',
      payload: { email, password },
      ...(cookie ? { cookies: { [SESSION_COOKIE]: cookie } } : {}),
    })
  /** The token of the newest e-mail to `email`, from the link it carries. */
  const mailedToken = async (email: string, name: string) => {
    const mails = await database.db
      .selectFrom('outbox')
      .select(['body', 'created_at'])
      .where('recipient', '=', email)
      .orderBy('created_at', 'desc')
      .execute()
    const match = new RegExp(`${name}=([\\w-]+)`).exec(mails[0]?.body ?? '')
    return match?.[1] ?? ''
  }
  const confirmedPlayer = async (email: string) => {
    expect((await signUp(email)).statusCode).toBe(201)
    const token = await mailedToken(email, 'confirmation_token')
    const confirmed = await app.inject({
      url: `/platform/users/confirmation?confirmation_token=${token}`,
    })
    expect(confirmed.statusCode).toBe(200)
    const response = await signIn(email)
    expect(response.statusCode).toBe(200)
    return {
      cookie: cookieOf(response)?.value ?? '',
      csrf: response.json<{ csrf_token: string }>().csrf_token,
    }
  }

  it('signs up, asks for the e-mail to be confirmed, then signs in with an httpOnly session cookie', async () => {
    const created = await signUp(' Ann@Example.com ')
    expect(created.statusCode).toBe(201)
    expect(created.json()).toMatchObject({ confirmation_required: true })
    const early = await signIn('ann@example.com')
    expect(early.statusCode).toBe(403)
    expect(early.json()).toMatchObject({ error: { code: 'unconfirmed' } })

    const token = await mailedToken('ann@example.com', 'confirmation_token')
    expect(token).not.toBe('')
    expect(
      (await app.inject({ url: `/platform/users/confirmation?confirmation_token=${token}` }))
        .statusCode,
    ).toBe(200)
    // A confirmation link works once.
    expect(
      (await app.inject({ url: `/platform/users/confirmation?confirmation_token=${token}` }))
        .statusCode,
    ).toBe(404)

    const response = await signIn('ANN@example.com')
    expect(response.statusCode).toBe(200)
    const cookie = cookieOf(response)
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' })
    const profile = await app.inject({
      url: '/platform/player',
      cookies: { [SESSION_COOKIE]: cookie?.value ?? '' },
    })
    expect(profile.json()).toMatchObject({
      email: 'ann@example.com',
      name: 'ann@example.com',
      currency: 'EUR',
      country: { code: 'DK' },
      auth_fields_missed: ['first_name', 'last_name', 'mobile_phone'],
      statuses: ['bronze'],
    })
    const accounts = await app.inject({
      url: '/platform/player/accounts',
      cookies: { [SESSION_COOKIE]: cookie?.value ?? '' },
    })
    expect(accounts.json()).toEqual({ data: [{ currency: 'EUR', balance: 0, active: true }] })
  })

  it('asks a player who accepted older terms to accept the current ones (terms checker)', async () => {
    const email = `terms-${dialect}@example.com`
    const { cookie, csrf } = await confirmedPlayer(email)
    const profile = () =>
      app.inject({ url: '/platform/player', cookies: { [SESSION_COOKIE]: cookie } })
    expect((await profile()).json()).toMatchObject({ terms_version: '1', terms_accepted: true })

    // The player accepted an older version before the terms changed.
    await database.db
      .updateTable('players')
      .set({ terms_version: '0' })
      .where('email', '=', email)
      .execute()
    expect((await profile()).json()).toMatchObject({ terms_accepted: false })
    const accept = (version: string, headers: Record<string, string> = { 'x-csrf-token': csrf }) =>
      app.inject({
        method: 'POST',
        url: '/platform/player/accept_terms',
        cookies: { [SESSION_COOKIE]: cookie },
        headers,
        payload: { version },
      })
    expect((await accept('1', {})).statusCode).toBe(403)
    const stale = await accept('0')
    expect(stale.statusCode).toBe(409)
    expect(stale.json()).toMatchObject({ error: { code: 'terms_changed' } })
    expect((await profile()).json()).toMatchObject({ terms_accepted: false })
    const accepted = await accept('1')
    expect(accepted.statusCode).toBe(200)
    expect(accepted.json()).toMatchObject({ terms_version: '1', terms_accepted: true })
    expect((await profile()).json()).toMatchObject({ terms_accepted: true })
  })

  it('lets a player fill in the names their profile misses (PATCH /platform/player)', async () => {
    const { cookie, csrf } = await confirmedPlayer(`names-${dialect}@example.com`)
    const update = (payload: unknown, headers: Record<string, string> = { 'x-csrf-token': csrf }) =>
      app.inject({
        method: 'PATCH',
        url: '/platform/player',
        cookies: { [SESSION_COOKIE]: cookie },
        headers,
        payload: payload as Record<string, unknown>,
      })
    expect((await update({ first_name: 'Ada' }, {})).statusCode).toBe(403)
    const blank = await update({ first_name: '  ', nickname: 'x'.repeat(61) })
    expect(blank.statusCode).toBe(400)
    expect(
      blank.json<{ error: { details: { field: string }[] } }>().error.details.map((d) => d.field),
    ).toEqual(['body.first_name', 'body.nickname'])
    expect((await update({ email: 'other@example.com' })).statusCode).toBe(400)
    expect((await update({})).statusCode).toBe(400)

    const updated = await update({ first_name: ' Ada ', last_name: 'Lovelace' })
    expect(updated.statusCode).toBe(200)
    expect(updated.json()).toMatchObject({
      first_name: 'Ada',
      name: 'Ada Lovelace',
      auth_fields_missed: ['mobile_phone'],
    })
    const anonymous = await app.inject({
      method: 'PATCH',
      url: '/platform/player',
      payload: { first_name: 'Eve' },
    })
    expect(anonymous.statusCode).toBe(401)
  })

  it('names the fields of a bad sign-up and refuses a taken e-mail and a blocked country', async () => {
    const bad = await signUp('not-an-email', { password: 'short', currency: 'XXX', terms: false })
    expect(bad.statusCode).toBe(400)
    const fields = bad
      .json<{ error: { details: { field: string }[] } }>()
      .error.details.map((d) => d.field)
    expect(fields).toEqual(expect.arrayContaining(['body.email', 'body.currency', 'body.terms']))
    const weak = await signUp('weak@example.com', { password: 'abcdefgh' })
    expect(weak.json()).toMatchObject({
      error: {
        details: [{ field: 'body.password', message: 'Use at least one letter and one digit' }],
      },
    })
    await signUp('taken@example.com')
    expect((await signUp('Taken@example.com')).json()).toMatchObject({
      error: { code: 'email_taken' },
    })
    const blocked = await signUp('us@example.com', { country: 'us' })
    expect(blocked.statusCode).toBe(403)
    expect(blocked.json()).toMatchObject({ error: { code: 'country_blocked' } })
  })

  it('answers 401 without a session and for a tampered or signed-out cookie', async () => {
    expect((await app.inject({ url: '/platform/player' })).statusCode).toBe(401)
    const { cookie, csrf } = await confirmedPlayer('bob@example.com')
    const tampered = `${cookie.slice(0, -2)}xx`
    expect(
      (await app.inject({ url: '/platform/player', cookies: { [SESSION_COOKIE]: tampered } }))
        .statusCode,
    ).toBe(401)
    const out = await app.inject({
      method: 'DELETE',
      url: '/platform/users/sign_out',
      cookies: { [SESSION_COOKIE]: cookie },
      headers: { 'x-csrf-token': csrf },
    })
    expect(out.statusCode).toBe(204)
    expect(
      (await app.inject({ url: '/platform/player', cookies: { [SESSION_COOKIE]: cookie } }))
        .statusCode,
    ).toBe(401)
  })

  it('refuses a cookie-authenticated write without the CSRF token', async () => {
    const { cookie, csrf } = await confirmedPlayer('carl@example.com')
    const forged = await app.inject({
      method: 'POST',
      url: '/platform/player/accounts',
      cookies: { [SESSION_COOKIE]: cookie },
      payload: { currency: 'BTC' },
    })
    expect(forged.statusCode).toBe(403)
    expect(forged.json()).toMatchObject({ error: { code: 'csrf_failed' } })
    const wrong = await app.inject({
      method: 'POST',
      url: '/platform/player/accounts',
      cookies: { [SESSION_COOKIE]: cookie },
      headers: { 'x-csrf-token': `${csrf}x` },
      payload: { currency: 'BTC' },
    })
    expect(wrong.statusCode).toBe(403)
    const made = await app.inject({
      method: 'POST',
      url: '/platform/player/accounts',
      cookies: { [SESSION_COOKIE]: cookie },
      headers: { 'x-csrf-token': csrf },
      payload: { currency: 'BTC' },
    })
    // A new currency: the account is opened and becomes the current one (listed first).
    expect(made.statusCode).toBe(201)
    const currencies = (response: { json: () => unknown }) =>
      (response.json() as { data: { currency: string }[] }).data.map((a) => a.currency)
    expect(made.json()).toMatchObject({ currency: 'BTC' })
    expect(currencies(made)).toEqual(['BTC', 'EUR'])
    // Back to an account the player has: switched, nothing opened (spec §4.17 currency switch).
    const back = await app.inject({
      method: 'POST',
      url: '/platform/player/accounts',
      cookies: { [SESSION_COOKIE]: cookie },
      headers: { 'x-csrf-token': csrf },
      payload: { currency: 'EUR' },
    })
    expect(back.statusCode).toBe(200)
    expect(back.json()).toMatchObject({ currency: 'EUR' })
    expect(currencies(back)).toEqual(['EUR', 'BTC'])
    const profile = await app.inject({
      url: '/platform/player',
      cookies: { [SESSION_COOKIE]: cookie },
    })
    expect(profile.json()).toMatchObject({ currency: 'EUR' })
  })

  it('gives a new session on every sign-in and ends the one that came in (no fixation)', async () => {
    const first = await confirmedPlayer('dora@example.com')
    const again = await signIn('dora@example.com', PASSWORD, first.cookie)
    const second = cookieOf(again)?.value ?? ''
    expect(second).not.toBe(first.cookie)
    expect(
      (await app.inject({ url: '/platform/player', cookies: { [SESSION_COOKIE]: first.cookie } }))
        .statusCode,
    ).toBe(401)
    expect(
      (await app.inject({ url: '/platform/player', cookies: { [SESSION_COOKIE]: second } }))
        .statusCode,
    ).toBe(200)
  })

  it('shows a player only their own accounts', async () => {
    const eve = await confirmedPlayer('eve@example.com')
    const fay = await confirmedPlayer('fay@example.com')
    await app.inject({
      method: 'POST',
      url: '/platform/player/accounts',
      cookies: { [SESSION_COOKIE]: fay.cookie },
      headers: { 'x-csrf-token': fay.csrf },
      payload: { currency: 'USD' },
    })
    const eves = await app.inject({
      url: '/platform/player/accounts',
      cookies: { [SESSION_COOKIE]: eve.cookie },
    })
    expect(eves.json()).toEqual({ data: [{ currency: 'EUR', balance: 0, active: true }] })
  })

  it('locks an account after 5 failed sign-ins and unlocks it by the e-mailed token', async () => {
    await confirmedPlayer('gus@example.com')
    for (let i = 1; i <= 5; i += 1)
      expect((await signIn('gus@example.com', 'wrong password 1')).json()).toMatchObject({
        error: { code: 'invalid_credentials' },
      })
    // Locked: even the right password is refused, with the answer an unknown e-mail gets (the
    // owner learns of the lock by e-mail; nobody else learns the address is registered).
    const locked = await signIn('gus@example.com')
    const unknown = await signIn('nobody-here@example.com')
    expect(locked.statusCode).toBe(401)
    expect(locked.json()).toEqual(unknown.json())
    const token = await mailedToken('gus@example.com', 'unlock_token')
    expect(
      (await app.inject({ url: `/platform/users/unlock?unlock_token=${token}` })).statusCode,
    ).toBe(200)
    expect((await signIn('gus@example.com')).statusCode).toBe(200)
  })

  it('resets a forgotten password by the e-mailed link, ending every session', async () => {
    const { cookie } = await confirmedPlayer('ida@example.com')
    const asked = await app.inject({
      method: 'POST',
      url: '/platform/users/password',
      payload: { email: 'IDA@example.com' },
    })
    expect(asked.statusCode).toBe(202)
    // An unknown address gets the same answer and no e-mail.
    const unknown = await app.inject({
      method: 'POST',
      url: '/platform/users/password',
      payload: { email: 'nobody-here@example.com' },
    })
    expect(unknown.json()).toEqual(asked.json())
    const token = await mailedToken('ida@example.com', 'reset_password_token')
    const weak = await app.inject({
      method: 'PUT',
      url: '/platform/users/password',
      payload: { reset_password_token: token, password: 'ida@example.com' },
    })
    expect(weak.statusCode).toBe(400)
    expect(weak.json()).toMatchObject({
      error: {
        details: [{ field: 'body.password', code: 'needsLetterAndDigit' }, { code: 'sameAsEmail' }],
      },
    })
    const reset = await app.inject({
      method: 'PUT',
      url: '/platform/users/password',
      payload: { reset_password_token: token, password: 'new secret 42' },
    })
    expect(reset.statusCode).toBe(200)
    expect(
      (await app.inject({ url: '/platform/player', cookies: { [SESSION_COOKIE]: cookie } }))
        .statusCode,
    ).toBe(401)
    expect((await signIn('ida@example.com')).statusCode).toBe(401)
    expect((await signIn('ida@example.com', 'new secret 42')).statusCode).toBe(200)
    // The link works once.
    const again = await app.inject({
      method: 'PUT',
      url: '/platform/users/password',
      payload: { reset_password_token: token, password: 'other secret 43' },
    })
    expect(again.json()).toMatchObject({ error: { code: 'invalid_token' } })
  })

  it('changes a signed-in player’s password when they confirm the current one, ending their other sessions', async () => {
    const email = `kim-${dialect}@example.com`
    const here = await confirmedPlayer(email)
    const elsewhere = cookieOf(await signIn(email))?.value ?? ''
    const change = (payload: Record<string, string>, csrf = here.csrf) =>
      app.inject({
        method: 'PUT',
        url: '/platform/player/password',
        cookies: { [SESSION_COOKIE]: here.cookie },
        headers: { 'x-csrf-token': csrf },
        payload,
      })
    expect(
      (await change({ current_password: PASSWORD, password: 'new secret 7' }, '')).statusCode,
    ).toBe(403)
    const wrong = await change({ current_password: 'not it 1', password: 'new secret 7' })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json()).toMatchObject({
      error: { details: [{ field: 'body.current_password', code: 'wrong_password' }] },
    })
    const weak = await change({ current_password: PASSWORD, password: 'short 1' })
    expect(weak.json()).toMatchObject({
      error: { details: [{ field: 'body.password', code: 'tooShort' }] },
    })
    expect((await signIn(email)).statusCode).toBe(200)

    expect((await change({ current_password: PASSWORD, password: 'new secret 7' })).json()).toEqual(
      {
        updated: true,
      },
    )
    const profile = (cookie: string) =>
      app.inject({ url: '/platform/player', cookies: { [SESSION_COOKIE]: cookie } })
    expect((await profile(here.cookie)).statusCode).toBe(200)
    expect((await profile(elsewhere)).statusCode).toBe(401)
    expect((await signIn(email)).statusCode).toBe(401)
    expect((await signIn(email, 'new secret 7')).statusCode).toBe(200)
  })

  it('signs in the host platform’s player by its auth token (embedded mode), and nobody else', async () => {
    const email = `host-${dialect}@example.com`
    await confirmedPlayer(email)
    const exchange = (token: string) =>
      app.inject({
        method: 'POST',
        url: '/platform/users/host_sign_in',
        payload: { auth_token: token },
      })
    const now = Math.floor(Date.now() / 1000)
    const refused = [
      await signHostToken('another secret, not the host’s one!', email),
      await signHostToken(HOST_SECRET, email, { nowSeconds: now - 600 }),
      await signHostToken(HOST_SECRET, email, { ttlSeconds: 3600 }),
      await signHostToken(HOST_SECRET, `nobody-${dialect}@example.com`),
      'not.a.token',
    ]
    for (const token of refused) {
      const answer = await exchange(token)
      expect(answer.statusCode).toBe(401)
      expect(answer.json()).toMatchObject({ error: { code: 'invalid_token' } })
    }
    const token = await signHostToken(HOST_SECRET, email.toUpperCase())
    const signedIn = await exchange(token)
    expect(signedIn.statusCode).toBe(200)
    // The same token again (replayed from a log or a history) signs nobody in, even at once.
    const [again, atOnce] = await Promise.all([exchange(token), exchange(token)])
    expect([again.statusCode, atOnce.statusCode]).toEqual([401, 401])
    expect(signedIn.json()).toMatchObject({ email })
    const cookie = cookieOf(signedIn)
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' })
    const profile = await app.inject({
      url: '/platform/player',
      cookies: { [SESSION_COOKIE]: cookie?.value ?? '' },
    })
    expect(profile.json()).toMatchObject({ email })
  })

  it('sends the confirmation and unlock instructions again on request', async () => {
    await signUp('jan@example.com')
    const first = await mailedToken('jan@example.com', 'confirmation_token')
    const resent = await app.inject({
      method: 'POST',
      url: '/platform/users/confirmation',
      payload: { email: 'jan@example.com' },
    })
    expect(resent.statusCode).toBe(202)
    const second = await mailedToken('jan@example.com', 'confirmation_token')
    expect(second).not.toBe(first)
    // Only the newest link confirms.
    expect(
      (await app.inject({ url: `/platform/users/confirmation?confirmation_token=${first}` }))
        .statusCode,
    ).toBe(404)
    expect(
      (await app.inject({ url: `/platform/users/confirmation?confirmation_token=${second}` }))
        .statusCode,
    ).toBe(200)

    for (let i = 0; i < 5; i += 1) await signIn('jan@example.com', 'wrong password 1')
    const lockMail = await mailedToken('jan@example.com', 'unlock_token')
    await app.inject({
      method: 'POST',
      url: '/platform/users/unlock',
      payload: { email: 'jan@example.com' },
    })
    const newest = await mailedToken('jan@example.com', 'unlock_token')
    expect(newest).not.toBe(lockMail)
    expect(
      (await app.inject({ url: `/platform/users/unlock?unlock_token=${newest}` })).statusCode,
    ).toBe(200)
    expect((await signIn('jan@example.com')).statusCode).toBe(200)
  })

  it('answers an unknown e-mail exactly like a wrong password', async () => {
    const unknown = await signIn('nobody@example.com')
    expect(unknown.statusCode).toBe(401)
    expect(unknown.json()).toEqual((await signIn('gus@example.com', 'wrong password 2')).json())
  })

  it('gives a signed-in player a subscription token for their own private channel only', async () => {
    const hal = await confirmedPlayer('hal@example.com')
    const profile = await app.inject({
      url: '/platform/player',
      cookies: { [SESSION_COOKIE]: hal.cookie },
    })
    const id = profile.json<{ id: string }>().id
    const response = await app.inject({
      method: 'POST',
      url: '/api/v2/websocket/authorize',
      cookies: { [SESSION_COOKIE]: hal.cookie },
      payload: { channels: [`$user:${id}`, '$user:someone-else'] },
    })
    expect(
      response.json<{ channels: { channel: string }[] }>().channels.map((c) => c.channel),
    ).toEqual([`$user:${id}`])
  })
})

describe('the demo auto-confirm setting', () => {
  it('confirms new players at once and sends no confirmation e-mail', async () => {
    const database = await openTestDatabase('sqlite')
    const app = buildApp({ db: database.db, players: { autoConfirm: true } })
    const created = await app.inject({
      method: 'POST',
      url: '/platform/users',
      payload: {
        email: 'ned@example.com',
        password: PASSWORD,
        country: 'DK',
        currency: 'BTC',
        terms: true,
      },
    })
    expect(created.json()).toMatchObject({ confirmation_required: false })
    expect(await database.db.selectFrom('outbox').selectAll().execute()).toEqual([])
    const signedIn = await app.inject({
      method: 'POST',
      url: '/platform/users/sign_in',
      payload: { email: 'ned@example.com', password: PASSWORD },
    })
    expect(signedIn.json()).toMatchObject({ email: 'ned@example.com', currency: 'BTC' })
    await app.close()
  })
})

describe('the development mailbox', () => {
  it('shows queued e-mails with clickable links, escaped, only when enabled', async () => {
    const database = await openTestDatabase('sqlite')
    const app = buildApp({ db: database.db, devMailbox: true })
    await app.inject({
      method: 'POST',
      url: '/platform/users',
      payload: {
        email: 'mia@example.com',
        password: PASSWORD,
        country: 'DK',
        currency: 'EUR',
        terms: true,
      },
    })
    await database.db
      .insertInto('outbox')
      .values({
        id: 'x',
        channel: 'email',
        recipient: '<script>@example.com',
        subject: '<b>hi</b>',
        body: 'no link',
        created_at: '2026-01-01T00:00:00.000Z',
      })
      .execute()
    const page = await app.inject({ url: '/platform/dev/mailbox' })
    expect(page.headers['content-type']).toContain('text/html')
    expect(page.body).toMatch(
      /<a href="http:\/\/localhost(:\d+)?\/en\/sports\/users\/confirmation\?confirmation_token=[\w-]+">/,
    )
    expect(page.body).not.toContain('<script>')
    expect(page.body).toContain('&#60;b&#62;hi&#60;/b&#62;')
    await app.close()
    const production = buildApp({ db: (await openTestDatabase('sqlite')).db })
    expect((await production.inject({ url: '/platform/dev/mailbox' })).statusCode).toBe(404)
    await production.close()
  })
})

describe('sign-in rate limit', () => {
  const attempt = (app: ApiInstance, email: string, password: string) =>
    app.inject({ method: 'POST', url: '/platform/users/sign_in', payload: { email, password } })

  it('answers 429 after 10 failed sign-ins a minute from one address, right password or not', async () => {
    const database = await openTestDatabase('sqlite')
    await ensureDemoPlayers(database.db)
    const app = buildApp({ db: database.db })
    const attempts = []
    for (let i = 0; i < 10; i += 1)
      attempts.push(await attempt(app, `x${String(i)}@example.com`, 'whatever1'))
    expect(attempts.map((a) => a.statusCode)).toEqual(Array(10).fill(401))
    const [player] = DEMO_PLAYERS
    const next = await attempt(app, player.email, player.password)
    expect(next.statusCode).toBe(429)
    expect(next.json()).toMatchObject({ error: { code: 'too_many_requests' } })
    await app.close()
  })

  it('lets players who share an address sign in however many they are', async () => {
    const database = await openTestDatabase('sqlite')
    await ensureDemoPlayers(database.db)
    const app = buildApp({ db: database.db })
    const codes = []
    for (let round = 0; round < 6; round += 1)
      for (const player of DEMO_PLAYERS)
        codes.push((await attempt(app, player.email, player.password)).statusCode)
    expect(codes.length).toBeGreaterThan(10)
    expect(new Set(codes)).toEqual(new Set([200]))
    // A few typos among them do not shut the address either.
    for (let i = 0; i < 3; i += 1)
      expect((await attempt(app, DEMO_PLAYERS[0].email, 'typo-password')).statusCode).toBe(401)
    expect((await attempt(app, DEMO_PLAYERS[1].email, DEMO_PLAYERS[1].password)).statusCode).toBe(
      200,
    )
    await app.close()
  })
})

describe('demo players', () => {
  it('are created once in an empty database and sign in with funded EUR and BTC accounts', async () => {
    const database = await openTestDatabase('sqlite')
    expect(await ensureDemoPlayers(database.db)).toBe(true)
    expect(await ensureDemoPlayers(database.db)).toBe(false)
    const app = buildApp({ db: database.db })
    const [demo] = DEMO_PLAYERS
    const signedIn = await app.inject({
      method: 'POST',
      url: '/platform/users/sign_in',
      payload: { email: demo.email, password: demo.password },
    })
    expect(signedIn.statusCode).toBe(200)
    const cookie = signedIn.cookies.find((c) => c.name === SESSION_COOKIE)?.value ?? ''
    const accounts = await app.inject({
      url: '/platform/player/accounts',
      cookies: { [SESSION_COOKIE]: cookie },
    })
    expect(accounts.json()).toEqual({
      data: [
        { currency: 'EUR', balance: demo.deposits.EUR, active: true },
        { currency: 'BTC', balance: demo.deposits.BTC, active: true },
      ],
    })
    await app.close()
  })
})

describe.each(DIALECTS)('settings on %s', (dialect) => {
  it('keeps each player their own settings and locale, with defaults until changed', async () => {
    const database = await openTestDatabase(dialect)
    await ensureDemoPlayers(database.db)
    const app = buildApp({ db: database.db })
    const sessions = []
    for (const player of DEMO_PLAYERS) {
      const { cookies, headers } = await signInAs(app, player.email, player.password)
      sessions.push({ cookies, headers })
    }
    const [one, two] = sessions
    expect((await app.inject({ url: '/api/v2/settings', ...one })).json()).toEqual({
      stakes: [500, 1000, 2000],
      auto_accept_odds_change: 'none',
      odds_type: 'european',
      one_signal_push_notification_subscription: null,
      ...DEFAULT_SWITCHES,
    })
    const changed = await app.inject({
      method: 'POST',
      url: '/api/v2/settings',
      ...one,
      payload: { odds_type: 'american', stakes: [100, 200] },
    })
    expect(changed.json()).toMatchObject({ odds_type: 'american', stakes: [100, 200] })
    await app.inject({
      method: 'POST',
      url: '/api/v2/settings',
      ...one,
      payload: {
        auto_accept_odds_change: 'higher',
        one_signal_push_notification_subscription: 'os-1',
      },
    })
    expect((await app.inject({ url: '/api/v2/settings', ...one })).json()).toEqual({
      stakes: [100, 200],
      auto_accept_odds_change: 'higher',
      odds_type: 'american',
      one_signal_push_notification_subscription: 'os-1',
      ...DEFAULT_SWITCHES,
    })
    // Another change keeps the subscription; null withdraws it.
    await app.inject({
      method: 'POST',
      url: '/api/v2/settings',
      ...one,
      payload: { stakes: [300] },
    })
    expect((await app.inject({ url: '/api/v2/settings', ...one })).json()).toMatchObject({
      one_signal_push_notification_subscription: 'os-1',
    })
    await app.inject({
      method: 'POST',
      url: '/api/v2/settings',
      ...one,
      payload: { one_signal_push_notification_subscription: null, stakes: [100, 200] },
    })
    expect((await app.inject({ url: '/api/v2/settings', ...one })).json()).toMatchObject({
      one_signal_push_notification_subscription: null,
    })
    expect((await app.inject({ url: '/api/v2/settings', ...two })).json()).toMatchObject({
      odds_type: 'european',
    })
    const bad = await app.inject({
      method: 'POST',
      url: '/api/v2/settings',
      ...one,
      payload: { odds_type: 'roman', stakes: [1.5] },
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.body).toContain('body.odds_type')
    expect(bad.body).toContain('body.stakes.0')
    // A visitor gets the defaults and the operator's switches; writing needs a player.
    expect((await app.inject({ url: '/api/v2/settings' })).json()).toMatchObject({
      stakes: [500, 1000, 2000],
      is_horse_racing_enabled: false,
    })
    expect(
      (await app.inject({ method: 'POST', url: '/api/v2/settings', payload: {} })).statusCode,
    ).toBe(401)

    const locale = await app.inject({
      method: 'PATCH',
      url: '/platform/player/update_locale',
      ...one,
      payload: { locale: 'de' },
    })
    expect(locale.statusCode).toBe(200)
    expect((await app.inject({ url: '/platform/player', ...one })).json()).toMatchObject({
      language: 'de',
    })
    const unknown = await app.inject({
      method: 'PATCH',
      url: '/platform/player/update_locale',
      ...one,
      payload: { locale: 'xx' },
    })
    expect(unknown.body).toContain('body.locale')
    await app.close()
    await database.close()
  })
})

describe('comp points, status groups and expiry', () => {
  it('counts points from stakes in the player currency and expires old sessions and links', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-11-22T10:00:00Z') })
    try {
      const database = await openTestDatabase('sqlite')
      await ensureDemoPlayers(database.db)
      const app = buildApp({ db: database.db, players: { blockedCountries: ['DE'] } })
      const [demo, blocked] = DEMO_PLAYERS
      const signIn = (email: string, password: string) =>
        app.inject({ method: 'POST', url: '/platform/users/sign_in', payload: { email, password } })
      const response = await signIn(demo.email, demo.password)
      const cookies = {
        [SESSION_COOKIE]: response.cookies.find((c) => c.name === SESSION_COOKIE)?.value ?? '',
      }
      expect((await app.inject({ url: '/platform/player/comp_points', cookies })).json()).toEqual({
        points: 0,
        status_group: 'bronze',
      })
      const eur = await database.db
        .selectFrom('accounts')
        .select('id')
        .where('player_id', '=', 'demo-1')
        .where('currency', '=', 'EUR')
        .executeTakeFirstOrThrow()
      await postEntry(database.db, {
        accountId: eur.id,
        amount: -123_456,
        kind: 'bet_stake',
        reference: 'b1',
      })
      expect((await app.inject({ url: '/platform/player/comp_points', cookies })).json()).toEqual({
        points: 123,
        status_group: 'silver',
      })
      const groups = (await app.inject({ url: '/platform/player/status_groups', cookies })).json<{
        data: { id: string; current: boolean }[]
      }>()
      expect(groups.data.filter((g) => g.current).map((g) => g.id)).toEqual(['silver'])

      // A player of a blocked country cannot sign in.
      const refused = await signIn(blocked.email, blocked.password)
      expect(refused.json()).toMatchObject({ error: { code: 'country_blocked' } })

      // A reset link expires after an hour; a session after 30 days.
      await app.inject({
        method: 'POST',
        url: '/platform/users/password',
        payload: { email: demo.email },
      })
      const mail = await database.db.selectFrom('outbox').select('body').executeTakeFirstOrThrow()
      const token = /reset_password_token=([\w-]+)/.exec(mail.body)?.[1] ?? ''
      vi.setSystemTime(Date.now() + 61 * 60_000)
      const late = await app.inject({
        method: 'PUT',
        url: '/platform/users/password',
        payload: { reset_password_token: token, password: 'another secret 7' },
      })
      expect(late.json()).toMatchObject({ error: { code: 'invalid_token' } })
      expect((await app.inject({ url: '/platform/player', cookies })).statusCode).toBe(200)
      vi.setSystemTime(Date.now() + 30 * 24 * 3600_000)
      expect((await app.inject({ url: '/platform/player', cookies })).statusCode).toBe(401)
      await app.close()
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('session cookies inside another site’s frame (COOKIE_CROSS_SITE)', () => {
  it('are SameSite=None, Secure and Partitioned, set and cleared alike', async () => {
    const database = await openTestDatabase('sqlite')
    const app = buildApp({ db: database.db, players: { crossSiteCookies: true } })
    await app.ready()
    const player = await fundedPlayer(app, 0)
    const profile = await app.inject({ url: '/platform/player', cookies: player.cookies })
    const email = profile.json<{ email: string }>().email
    const signedIn = await app.inject({
      method: 'POST',
      url: '/platform/users/sign_in',
      payload: { email, password: 'pass word 123' },
    })
    const setCookie = String(signedIn.headers['set-cookie'])
    expect(setCookie).toMatch(/SameSite=None/)
    expect(setCookie).toMatch(/; Secure/)
    expect(setCookie).toMatch(/; Partitioned/)
    const signedOut = await app.inject({
      method: 'DELETE',
      url: '/platform/users/sign_out',
      cookies: player.cookies,
      headers: player.headers,
    })
    expect(String(signedOut.headers['set-cookie'])).toMatch(/Expires=Thu, 01 Jan 1970.*Partitioned/)
    await app.close()
    await database.close()
  })
})
