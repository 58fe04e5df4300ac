// Issue 21, "bad bytes": a NUL byte or a broken address is a 400 in the documented envelope.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp, type ApiInstance } from '../app'
import { DIALECTS, openTestDatabase, type TestDatabase } from '../testing/test-database'

describe.each(DIALECTS)('bad bytes on %s', (dialect) => {
  let database: TestDatabase
  let app: ApiInstance
  beforeAll(async () => {
    database = await openTestDatabase(dialect)
    app = buildApp({ db: database.db, catalogueCacheMs: 0 })
  })
  afterAll(async () => {
    await app.close()
    await database.close()
  })

  it.each([
    ['GET', '/api/v2/search?q=ab%00cd', undefined, 'query.q'],
    [
      'POST',
      '/platform/users/sign_in',
      { email: 'a\u0000@example.com', password: 'x' },
      'body.email',
    ],
    ['POST', '/platform/users/password', { email: 'a@exa\u0000mple.com' }, 'body.email'],
    ['GET', '/api/v2/categories?slug=eng%00land', undefined, 'query.slug'],
    ['GET', '/api/v2/matches/12%00', undefined, 'params.id'],
  ] as const)(
    '%s %s: a NUL byte is a 400 naming the field',
    async (method, url, payload, field) => {
      // Was: PostgreSQL answered 500 to anyone.
      const response = await app.inject({ method, url, ...(payload && { payload }) })
      expect(response.statusCode).toBe(400)
      const body = response.json<{ error: { code: string; details: { field: string }[] } }>()
      expect(body.error.code).toBe('validation_failed')
      expect(body.error.details[0]?.field).toContain(field)
    },
  )

  it('answers malformed JSON, bad %-encoding and over-long parameters in the envelope', async () => {
    const cases = [
      await app.inject({
        method: 'POST',
        url: '/platform/users/sign_in',
        headers: { 'content-type': 'application/json' },
        payload: '{"email": ',
      }),
      await app.inject({ url: '/api/v2/matches/%E0%A4%A' }),
      await app.inject({ url: `/api/v2/matches/${'1'.repeat(500)}` }),
    ]
    expect(cases.map((c) => c.statusCode)).toEqual([400, 400, 414])
    for (const answer of cases) {
      const { error } = answer.json<{ error: { code: string; message: string; details: [] } }>()
      expect(Object.keys(error).sort()).toEqual(['code', 'details', 'message'])
      expect(error.code).toMatch(/^[a-z_]+$/)
    }
  })

  const selection = { match_id: '1', market_id: '1', specifier: '', outcome_id: '1', odds: 2 }
  it.each([
    ['/api/v2/bonuses', { selections: [{ ...selection, odds: 1e308 }] }, 'odds'],
    ['/api/v2/bonuses', { selections: [selection], custom_odds: 1e308 }, 'custom_odds'],
    ['/api/v2/bonuses', { selections: [{ ...selection, odds: 1000.01 }] }, 'odds'],
  ] as const)(
    'POST %s with out-of-bounds odds is a 400 naming the field',
    async (url, bet, field) => {
      // Was: a 500, infinite total odds.
      const response = await app.inject({
        method: 'POST',
        url,
        payload: { currency: 'EUR', bets: [bet] },
      })
      expect(response.statusCode, response.body).toBe(400)
      const body = response.json<{ error: { details: { field: string }[] } }>()
      expect(body.error.details.map((d) => d.field).join(' ')).toContain(field)
    },
  )

  it.each([
    [{ subunits: 1e15, currency: 'EUR' }, 'stake.subunits'],
    [{ value: '100000000000000', currency: 'EUR' }, 'stake.value'],
  ])(
    'a stake above the most any bet can be is a 400 naming the field (%j)',
    async (stake, field) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/v3/bets',
        payload: { bets: [{ stake, selections: [selection] }] },
      })
      expect(response.statusCode, response.body).toBe(400)
      const body = response.json<{ error: { details: { field: string }[] } }>()
      expect(body.error.details.map((d) => d.field).join(' ')).toContain(field)
    },
  )
})
