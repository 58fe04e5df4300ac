// Issue 21, "limits and exclusions enforced where money moves".
import { randomUUID } from 'node:crypto'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { buildApp, type ApiInstance } from '../app'
import { ensureCatalogue } from '../catalogue/seed'
import { openSelections } from '../testing/bets'
import { fundedPlayer, type SignedIn } from '../testing/players'
import { DIALECTS, openTestDatabase, type TestDatabase } from '../testing/test-database'

/** The required first name filled in, as the profile dialog would. */
async function nameAda<P extends SignedIn>(database: TestDatabase, player: P): Promise<P> {
  await database.db
    .updateTable('players')
    .set({ first_name: 'Ada' })
    .where('id', '=', player.id)
    .execute()
  return player
}

/** A €1 single on an open selection. */
async function placeOne(app: ApiInstance, database: TestDatabase, player: SignedIn) {
  const [selection] = await openSelections(database.db, 1)
  return app.inject({
    method: 'POST',
    url: '/api/v3/bets',
    ...player,
    payload: {
      meta: { device_id: 'test' },
      bets: [{ stake: { subunits: 100, currency: 'EUR' }, selections: [selection] }],
    },
  })
}

describe.each(DIALECTS)('money checks on %s', (dialect) => {
  let database: TestDatabase
  let app: ApiInstance
  beforeEach(async () => {
    database = await openTestDatabase(dialect)
    await ensureCatalogue(database.db, { seed: 8, now: new Date().toISOString() })
    app = buildApp({
      db: database.db,
      demoPayments: { secret: 'test payment provider secret, 32+ chars' },
      players: { requiredFields: ['first_name'] },
    })
  })
  afterEach(async () => {
    await app.close()
    await database.close()
  })
  const named = <P extends SignedIn>(player: P) => nameAda(database, player)
  const quickDeposit = (player: SignedIn, amount: number) =>
    app.inject({
      method: 'POST',
      url: '/platform/deposits/quick',
      ...player,
      payload: { currency: 'EUR', amount },
    })
  const place = (player: SignedIn) => placeOne(app, database, player)
  const exclude = (player: SignedIn, type: 'selfexclusion' | 'coolingoff') =>
    // Written as the limits route writes it, keeping the session the route would end.
    database.db
      .insertInto('user_limits')
      .values({
        id: randomUUID(),
        player_id: player.id,
        type,
        status: 'active',
        amount: null,
        period: null,
        ends_at: new Date(Date.now() + 86_400_000).toISOString(),
        effective_at: new Date(Date.now() - 1000).toISOString(),
        created_at: new Date().toISOString(),
      })
      .execute()

  it('holds a daily deposit limit against ten deposits at once', async () => {
    const player = await named(await fundedPlayer(app, 0))
    const set = await app.inject({
      method: 'POST',
      url: '/platform/user_limits',
      ...player,
      payload: { type: 'deposit', amount: 10_000, period: 'day' },
    })
    expect(set.statusCode).toBe(201)
    const answers = await Promise.all(Array.from({ length: 10 }, () => quickDeposit(player, 4_000)))
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(2)
    expect(answers.filter((a) => a.statusCode === 403)).toHaveLength(8)
    const { balance } = await database.db
      .selectFrom('accounts')
      .select('balance')
      .where('id', '=', player.accountId)
      .executeTakeFirstOrThrow()
    // Was: up to 5× the limit on PostgreSQL (each checked before any was written).
    expect(balance).toBe(8_000)
  })

  it.each(['selfexclusion', 'coolingoff'] as const)(
    'a player under %s can neither sign in again, deposit nor bet',
    async (type) => {
      const player = await named(await fundedPlayer(app, 5_000))
      await exclude(player, type)
      expect((await quickDeposit(player, 1_000)).json()).toMatchObject({
        error: { code: 'excluded' },
      })
      expect((await place(player)).json()).toMatchObject({ code: 108 })
      const again = await app.inject({
        method: 'POST',
        url: '/platform/users/sign_in',
        payload: { email: `${player.id}@players.test`, password: 'pass word 123' },
      })
      expect(again.statusCode).toBe(403)
      expect(again.json()).toMatchObject({ error: { code: 'excluded' } })
    },
  )

  it('refuses deposit and bet until the current terms are accepted and required fields filled', async () => {
    const player = await fundedPlayer(app, 5_000)
    // Missing first_name (REQUIRED_PROFILE_FIELDS): was only a browser dialog.
    expect((await quickDeposit(player, 1_000)).json()).toMatchObject({
      error: { code: 'profile_incomplete' },
    })
    expect((await place(player)).json()).toMatchObject({ code: 122 })
    await named(player)
    await database.db
      .updateTable('players')
      .set({ terms_version: 'an older one' })
      .where('id', '=', player.id)
      .execute()
    expect((await quickDeposit(player, 1_000)).json()).toMatchObject({
      error: { code: 'terms_not_accepted' },
    })
    expect((await place(player)).json()).toMatchObject({ code: 121 })
    await database.db
      .updateTable('players')
      .set({ terms_version: '1' })
      .where('id', '=', player.id)
      .execute()
    expect((await quickDeposit(player, 1_000)).statusCode).toBe(200)
    expect((await place(player)).statusCode).toBe(200)
  })
})

describe.each(DIALECTS)('a required municipality on %s', (dialect) => {
  let database: TestDatabase
  let app: ApiInstance
  beforeEach(async () => {
    database = await openTestDatabase(dialect)
    await ensureCatalogue(database.db, { seed: 8, now: new Date().toISOString() })
    app = buildApp({ db: database.db, players: { requiredFields: ['first_name', 'municipality'] } })
  })
  afterEach(async () => {
    await app.close()
    await database.close()
  })
  const named = <P extends SignedIn>(player: P) => nameAda(database, player)
  const place = (player: SignedIn) => placeOne(app, database, player)

  it('answers 118 to a bet where the operator requires a municipality the player has not given', async () => {
    const player = await named(await fundedPlayer(app, 5_000))
    const refused = await place(player)
    expect(refused.statusCode).toBe(422)
    expect(refused.json()).toMatchObject({
      code: 118,
      data: { errors_by_bet: [{ code: 118, localized_message: 'Municipality not found' }] },
    })
    // Other missing fields come first: they are what the profile dialog asks.
    await database.db
      .updateTable('players')
      .set({ first_name: null })
      .where('id', '=', player.id)
      .execute()
    expect((await place(player)).json()).toMatchObject({ code: 122 })
    await named(player)
    const saved = await app.inject({
      method: 'PATCH',
      url: '/platform/player',
      ...player,
      payload: { municipality: 'São Paulo' },
    })
    expect(saved.json()).toMatchObject({ municipality: 'São Paulo', auth_fields_missed: [] })
    expect((await place(player)).statusCode).toBe(200)
  })
})
