import { launchResponseSchema } from '@sportsbook/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp, type ApiInstance } from '../app'
import { LAUNCH_TOKEN_SECONDS, launchUrl, verifyLaunchToken } from '../partners/launch'
import { fundedPlayer, type SignedIn } from '../testing/players'
import { DIALECTS, openTestDatabase, type TestDatabase } from '../testing/test-database'

const partner = {
  launchUrl: 'http://partner.test/games',
  secret: 'a secret the partner shares!!!!!',
}

describe.each(DIALECTS)('partner products on %s', (dialect) => {
  let database: TestDatabase
  let app: ApiInstance
  beforeAll(async () => {
    database = await openTestDatabase(dialect)
    app = buildApp({ db: database.db, products: ['racing', 'premium-cricket'], partner })
  })
  afterAll(async () => {
    await app.close()
    await database.close()
  })

  const launch = (provider: string, player?: SignedIn) =>
    app.inject({
      method: 'POST',
      url: `/platform/virtual_wallet/${provider}/launch`,
      ...player,
      payload: { app: 'mobile' },
    })

  it('launches a product that is on with a token the partner can check, for two minutes', async () => {
    const player = await fundedPlayer(app, 0, 'BTC')
    const response = await launch('racing', player)
    expect(response.statusCode, response.body).toBe(200)
    const url = new URL(launchResponseSchema.parse(response.json()).url)
    expect(`${url.origin}${url.pathname}`).toBe('http://partner.test/games/racing')
    const token = url.searchParams.get('token') ?? ''
    expect(await verifyLaunchToken(partner.secret, 'racing', token)).toEqual({
      playerId: player.id,
      currency: 'BTC',
    })
    // Another product, another secret or a forged token is refused by the partner.
    expect(await verifyLaunchToken(partner.secret, 'lotteries', token)).toBeUndefined()
    expect(await verifyLaunchToken(`${partner.secret}x`, 'racing', token)).toBeUndefined()
    const expired = new URL(
      await launchUrl(
        partner,
        { playerId: player.id, product: 'racing', currency: 'EUR', app: 'desktop' },
        Math.floor(Date.now() / 1000) - LAUNCH_TOKEN_SECONDS - 1,
      ),
    ).searchParams.get('token')
    expect(await verifyLaunchToken(partner.secret, 'racing', expired ?? '')).toBeUndefined()
  })

  it('refuses a player who has not accepted the current terms, or is excluded, as a bet does', async () => {
    const player = await fundedPlayer(app, 0)
    await database.db
      .updateTable('players')
      .set({ terms_version: null })
      .where('id', '=', player.id)
      .execute()
    const unaccepted = await launch('racing', player)
    expect(unaccepted.statusCode).toBe(403)
    expect(unaccepted.json()).toMatchObject({ error: { code: 'terms_not_accepted' } })
    await database.db
      .updateTable('players')
      .set({ terms_version: '1' })
      .where('id', '=', player.id)
      .execute()
    // Excluded while signed in (an exclusion set elsewhere, by support or another device).
    await database.db
      .insertInto('user_limits')
      .values({
        id: `x-${player.id}`,
        player_id: player.id,
        type: 'selfexclusion',
        status: 'active',
        amount: null,
        period: null,
        effective_at: new Date(Date.now() - 1000).toISOString(),
        ends_at: new Date(Date.now() + 86_400_000).toISOString(),
        created_at: new Date().toISOString(),
      })
      .execute()
    const excluded = await launch('racing', player)
    expect(excluded.statusCode).toBe(403)
    expect(excluded.json()).toMatchObject({ error: { code: 'excluded' } })
  })

  it('answers 404 for a product that is off or unknown, and asks a visitor to sign in', async () => {
    const player = await fundedPlayer(app, 0)
    expect((await launch('lotteries', player)).statusCode).toBe(404)
    expect((await launch('casino', player)).statusCode).toBe(404)
    expect((await launch('racing')).statusCode).toBe(401)
    const bad = await app.inject({
      method: 'POST',
      url: '/platform/virtual_wallet/racing/launch',
      ...player,
      payload: { app: 'tv' },
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.body).toContain('body.app')
  })

  it('says in the settings which products are on', async () => {
    expect((await app.inject({ url: '/api/v2/settings' })).json()).toMatchObject({
      is_horse_racing_enabled: true,
      is_lottery_enabled: false,
      is_premium_cricket_enabled: true,
      is_virtual_gaming_arena_enabled: false,
    })
  })

  it('offers only the operator’s odds formats, and reads a stored one no longer offered as the first', async () => {
    const own = await openTestDatabase(dialect)
    const narrow = buildApp({ db: own.db, oddsTypes: ['american', 'european'] })
    const player = await fundedPlayer(narrow, 0)
    const settings = () => narrow.inject({ url: '/api/v2/settings', ...player })
    expect((await settings()).json()).toMatchObject({
      odds_types: ['american', 'european'],
      odds_type: 'european',
    })
    const post = (odds_type: string) =>
      narrow.inject({ method: 'POST', url: '/api/v2/settings', ...player, payload: { odds_type } })
    const refused = await post('british')
    expect(refused.statusCode).toBe(400)
    expect(refused.json()).toMatchObject({
      error: { details: [{ field: 'body.odds_type' }] },
    })
    expect((await post('american')).json()).toMatchObject({ odds_type: 'american' })
    // Chosen where all seven are offered, then read where they are not.
    const wide = buildApp({ db: own.db })
    const percent = await wide.inject({
      method: 'POST',
      url: '/api/v2/settings',
      ...player,
      payload: { odds_type: 'percent' },
    })
    expect(percent.statusCode).toBe(200)
    expect((await settings()).json()).toMatchObject({ odds_type: 'american' })
    await wide.close()
    await narrow.close()
    await own.close()
  })

  it('launches nothing without a partner, whatever the products say', async () => {
    const own = await openTestDatabase(dialect)
    const bare = buildApp({ db: own.db, products: ['racing'] })
    const player = await fundedPlayer(bare, 0)
    const response = await bare.inject({
      method: 'POST',
      url: '/platform/virtual_wallet/racing/launch',
      ...player,
      payload: { app: 'desktop' },
    })
    expect(response.statusCode).toBe(404)
    await bare.close()
    await own.close()
  })
})
