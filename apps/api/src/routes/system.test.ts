import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp, type ApiInstance } from '../app'
import { DEMO_PLAYERS, ensureDemoPlayers } from '../players/demo-players'
import { openTestDatabase, type TestDatabase } from '../testing/test-database'

const GEO = 'cf-ipcountry'

/**
 * GET /api/v2/system and the visitor's country from the edge's geo header: believed from the
 * trusted proxy only, and a blocked one refuses sign-in and sign-up whatever the player says.
 * (No SQL of its own beyond sign-in: SQLite only.)
 */
describe('system data and the visitor’s country', () => {
  let database: TestDatabase
  let app: ApiInstance
  beforeAll(async () => {
    database = await openTestDatabase('sqlite')
    await ensureDemoPlayers(database.db)
    app = buildApp({
      db: database.db,
      players: { blockedCountries: ['US', 'FR'], requiredFields: ['nickname'] },
      geoCountryHeader: GEO,
      defaultCurrency: 'USDT',
    })
  })
  afterAll(async () => {
    await app.close()
    await database.close()
  })

  const system = async (headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') => {
    const response = await app.inject({ url: '/api/v2/system', headers, remoteAddress })
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('private, no-store')
    return response.json<{
      user_country: string | null
      currencies: { code: string; fiat: boolean; subunits: number; subcurrencies: unknown[] }[]
    }>()
  }

  it('answers what the site offers and the country the edge reports', async () => {
    const data = await system({ [GEO]: 'de' })
    expect(data).toMatchObject({
      locales: expect.arrayContaining(['en', 'pt-BR']) as unknown,
      default_locale: 'en',
      player_fields: ['nickname'],
      default_currency: 'USDT',
      countries: expect.arrayContaining(['DK', 'DE']) as unknown,
      blocked_countries: ['US', 'FR'],
      user_country: 'DE',
    })
    expect(data.currencies).toContainEqual({
      code: 'BTC',
      fiat: false,
      subunits: 100_000_000,
      subcurrencies: [{ code: 'mBTC', subunits: 100_000 }],
    })
    expect(data.currencies).toContainEqual({
      code: 'JPY',
      fiat: true,
      subunits: 1,
      subcurrencies: [],
    })
    expect((await system()).user_country).toBeNull()
    // Not a country: unknown.
    expect((await system({ [GEO]: 'T1x' })).user_country).toBeNull()
  })

  it('believes the geo header only from a trusted proxy', async () => {
    expect((await system({ [GEO]: 'US' }, '203.0.113.7')).user_country).toBeNull()
    expect((await system({ [GEO]: 'US' }, '127.0.0.1')).user_country).toBe('US')
  })

  it('refuses sign-in and sign-up from a blocked country the edge reports', async () => {
    const [demo] = DEMO_PLAYERS
    const signIn = (country?: string, remoteAddress = '127.0.0.1') =>
      app.inject({
        method: 'POST',
        url: '/platform/users/sign_in',
        headers: country ? { [GEO]: country } : {},
        remoteAddress,
        payload: { email: demo.email, password: demo.password },
      })
    const refused = await signIn('us')
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toMatchObject({ error: { code: 'country_blocked' } })
    // The same header from a client that reached the api directly is not believed.
    expect((await signIn('US', '203.0.113.7')).statusCode).toBe(200)
    expect((await signIn('DE')).statusCode).toBe(200)

    const signUp = (country: string) =>
      app.inject({
        method: 'POST',
        url: '/platform/users',
        headers: { [GEO]: country },
        payload: {
          email: `geo-${country}@example.com`,
          password: 'correct horse 9',
          country: 'DK',
          currency: 'EUR',
          terms: true,
        },
      })
    expect((await signUp('FR')).json()).toMatchObject({ error: { code: 'country_blocked' } })
    expect((await signUp('DK')).statusCode).toBe(201)
  })

  it('knows no visitor country when no geo header is configured', async () => {
    const plain = buildApp({ db: database.db })
    const response = await plain.inject({ url: '/api/v2/system', headers: { [GEO]: 'US' } })
    expect(response.json()).toMatchObject({ user_country: null, default_currency: 'EUR' })
    await plain.close()
  })
})
