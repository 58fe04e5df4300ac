import type { RouteOptions } from 'fastify'
import { afterEach, describe, expect, it } from 'vitest'
import { buildApp } from '../app'
import { openTestDatabase, type TestDatabase } from '../testing/test-database'

/** Routes that answer something other than JSON (pages, images) or nothing at all (204). */
const NOT_JSON = new Set([
  'GET /fe-api/crests/:id',
  'GET /fe-api/flags/:code',
  'GET /fe-api/icons.svg',
  'GET /fe-api/streams/:id',
  'GET /platform/dev/mailbox',
  'GET /platform/payments/demo/:id',
  'POST /platform/payments/demo/:id',
  'GET /platform/wallet/deposit',
  'POST /platform/wallet/deposit',
  'GET /platform/wallet/transactions',
  'DELETE /platform/users/sign_out',
  // The push fallback: an event stream, and commands answered 204 with no body.
  'GET /connection/sse',
  'POST /connection/emulation',
])

let database: TestDatabase | undefined
afterEach(async () => {
  await database?.close()
  database = undefined
})

describe('route schemas', () => {
  it('every JSON route declares the schema of its answer (serialised through it)', async () => {
    database = await openTestDatabase('sqlite')
    const app = buildApp({
      db: database.db,
      devMailbox: true,
      demoPayments: { secret: 'test' },
    })
    const routes: RouteOptions[] = []
    app.addHook('onRoute', (route) => {
      routes.push(route)
    })
    await app.ready()
    const described = routes
      .flatMap((route) =>
        [route.method].flat().map((method) => ({ name: `${method} ${route.url}`, route })),
      )
      .filter(({ name }) => !name.startsWith('HEAD '))
    expect(described.length).toBeGreaterThan(50)
    const missing = described
      .filter(({ name, route }) => !NOT_JSON.has(name) && route.schema?.response === undefined)
      .map(({ name }) => name)
    expect(missing).toEqual([])
    await app.close()
    database = undefined
  })
})
