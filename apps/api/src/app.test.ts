import { afterEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { apiErrorSchema } from '@sportsbook/contracts'
import type { ApiInstance } from './app'
import { buildTestApp } from './testing/test-app'

let app: ApiInstance | undefined

async function appWithProbeRoutes(): Promise<ApiInstance> {
  app = await buildTestApp()
  // Routes that exist only in this test, to exercise the validation and error layer.
  app.post(
    '/probe/:matchId',
    {
      schema: {
        params: z.object({ matchId: z.string().regex(/^\d+$/) }),
        querystring: z.object({ limit: z.coerce.number().int().max(500).optional() }),
        body: z.object({
          stake: z.object({ value: z.number().int().positive(), currency: z.string().length(3) }),
        }),
      },
    },
    (request) => ({ echoed: request.body.stake.value, limit: request.query.limit ?? null }),
  )
  app.get('/probe/crash', () => {
    throw new Error('secret connection string in this message')
  })
  return app
}

afterEach(async () => {
  await app?.close()
  app = undefined
})

describe('GET /healthz', () => {
  it('answers ok after querying the database', async () => {
    app = await buildTestApp()
    const response = await app.inject({ method: 'GET', url: '/healthz' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' })
  })
})

describe('error bodies', () => {
  it('answers an unknown route with a JSON 404 naming the route', async () => {
    app = await buildTestApp()
    const response = await app.inject({ method: 'GET', url: '/api/v2/nothing-here?x=1' })
    expect(response.statusCode).toBe(404)
    expect(response.headers['content-type']).toMatch(/^application\/json/)
    const body = apiErrorSchema.parse(response.json())
    expect(body.error.code).toBe('not_found')
    expect(body.error.message).toBe('Route GET /api/v2/nothing-here not found')
  })

  it('answers a known path with another method 405, naming the methods it takes', async () => {
    app = await buildTestApp()
    const settings = await app.inject({ method: 'DELETE', url: '/api/v2/settings' })
    expect(settings.statusCode).toBe(405)
    expect(settings.headers.allow).toBe('GET, POST, HEAD')
    expect(apiErrorSchema.parse(settings.json()).error).toMatchObject({
      code: 'method_not_allowed',
      message: 'DELETE is not allowed on /api/v2/settings; it takes GET, POST',
    })
    // A path with parameters, matched as the router matches it.
    const match = await app.inject({ method: 'PUT', url: '/api/v2/matches/abc' })
    expect(match.statusCode).toBe(405)
    expect(match.headers.allow).toBe('GET, HEAD')
  })

  it('answers a removed address 410, naming where it went', async () => {
    app = await buildTestApp()
    const v1 = await app.inject({ url: '/api/v1/matches' })
    expect(v1.statusCode).toBe(410)
    expect(apiErrorSchema.parse(v1.json()).error).toMatchObject({
      code: 'gone',
      message: 'Version 1 of the Sportsbook API was removed: use /api/v2 (bets: /api/v3/bets)',
    })
    const bets = await app.inject({ method: 'POST', url: '/api/v2/bets', payload: {} })
    expect(bets.statusCode).toBe(410)
    expect(apiErrorSchema.parse(bets.json()).error.message).toBe(
      'Bets moved to version 3 of the API: /api/v3/bets',
    )
    // Its neighbours are still there.
    expect((await app.inject({ url: '/api/v3/bets' })).statusCode).toBe(401)
  })

  it('names every invalid body field in a 400', async () => {
    const probe = await appWithProbeRoutes()
    const response = await probe.inject({
      method: 'POST',
      url: '/probe/12',
      payload: { stake: { value: -5, currency: 'EURO' } },
    })
    expect(response.statusCode).toBe(400)
    const body = apiErrorSchema.parse(response.json())
    expect(body.error.code).toBe('validation_failed')
    expect(body.error.details.map((issue) => issue.field).sort()).toEqual([
      'body.stake.currency',
      'body.stake.value',
    ])
    expect(body.error.message).toContain('body.stake.value')
    expect(body.error.details.every((issue) => issue.message.length > 0)).toBe(true)
  })

  it('names an invalid query parameter and path parameter', async () => {
    const probe = await appWithProbeRoutes()
    const valid = { stake: { value: 1, currency: 'EUR' } }
    const query = await probe.inject({
      method: 'POST',
      url: '/probe/12?limit=9000',
      payload: valid,
    })
    expect(apiErrorSchema.parse(query.json()).error.details.map((i) => i.field)).toEqual([
      'querystring.limit',
    ])
    const params = await probe.inject({ method: 'POST', url: '/probe/abc', payload: valid })
    expect(params.statusCode).toBe(400)
    expect(apiErrorSchema.parse(params.json()).error.details.map((i) => i.field)).toEqual([
      'params.matchId',
    ])
  })

  it('names a missing body field', async () => {
    const probe = await appWithProbeRoutes()
    const response = await probe.inject({ method: 'POST', url: '/probe/1', payload: {} })
    const body = apiErrorSchema.parse(response.json())
    expect(body.error.details).toEqual([
      expect.objectContaining({ field: 'body.stake', code: 'invalid_type' }),
    ])
  })

  it('accepts a valid request', async () => {
    const probe = await appWithProbeRoutes()
    const response = await probe.inject({
      method: 'POST',
      url: '/probe/7?limit=20',
      payload: { stake: { value: 150, currency: 'EUR' } },
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ echoed: 150, limit: 20 })
  })

  it('answers malformed JSON with 400 invalid_body', async () => {
    const probe = await appWithProbeRoutes()
    const response = await probe.inject({
      method: 'POST',
      url: '/probe/7',
      headers: { 'content-type': 'application/json' },
      payload: '{"stake":',
    })
    expect(response.statusCode).toBe(400)
    expect(apiErrorSchema.parse(response.json()).error.code).toBe('invalid_body')
  })

  it('hides the internal message of a 500', async () => {
    const probe = await appWithProbeRoutes()
    const response = await probe.inject({ method: 'GET', url: '/probe/crash' })
    expect(response.statusCode).toBe(500)
    const body = apiErrorSchema.parse(response.json())
    expect(body.error).toEqual({
      code: 'internal_error',
      message: 'Internal server error',
      details: [],
    })
    expect(response.body).not.toContain('secret')
  })
})
