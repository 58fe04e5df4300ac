import { startRabbitMq, type RabbitMq } from '@sportsbook/test-support'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { ensureCatalogue } from '../catalogue/seed'
import { openTestDatabase, type TestDatabase } from '../testing/test-database'
import { startUofProducer, type UofProducer } from './uof-producer'
import { producerHttp } from './uof-producer-http'

// The simulated provider's REST side against Debian's RabbitMQ: a recovery it could not send
// (its broker away) is refused, not accepted and lost (the RabbitMQ drill's failure, issue 41).

const TOKEN = 'producer-token-1'
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined }
let rabbit: RabbitMq
let database: TestDatabase
let producer: UofProducer
let http: FastifyInstance

beforeAll(async () => {
  rabbit = await startRabbitMq()
  database = await openTestDatabase('sqlite')
  await ensureCatalogue(database.db, { seed: 3, now: new Date().toISOString() })
  producer = await startUofProducer(
    database.db,
    {
      amqpUrl: rabbit.url,
      exchange: 'producer-http',
      seed: 3,
      speed: 1,
      tickMs: 1000,
      aliveMs: 500,
    },
    quiet,
  )
  http = producerHttp(producer, TOKEN)
}, 90_000)
afterAll(async () => {
  await http.close()
  await producer.stop()
  await database.close()
  await rabbit.stop()
})

const recover = (token = TOKEN) =>
  http.inject({
    method: 'POST',
    url: '/v1/liveodds/recovery/initiate_request?request_id=7&after=1',
    headers: { 'x-access-token': token },
  })

describe('the simulated UOF producer’s recovery API', () => {
  it('answers only its token, and refuses a recovery while its broker is away', async () => {
    expect((await recover('another-token-1')).statusCode).toBe(403)
    expect((await recover()).statusCode).toBe(202)
    await rabbit.down()
    try {
      await vi.waitFor(async () => {
        const refused = await recover()
        expect(refused.statusCode).toBe(503)
        expect(refused.json()).toEqual({ error: 'the producer is not connected to its broker' })
      })
    } finally {
      await rabbit.up()
    }
    await vi.waitFor(async () => {
      expect((await recover()).statusCode).toBe(202)
    }, 30_000)
  }, 120_000)
})
