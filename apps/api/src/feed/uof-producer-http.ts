import { timingSafeEqual } from 'node:crypto'
import Fastify, { type FastifyInstance } from 'fastify'
import type { FeedEvent } from '@sportsbook/feed'
import { UOF_PRODUCT } from '@sportsbook/uof'
import { z } from 'zod'
import type { UofProducer } from './uof-producer'

// The simulated provider's REST side (issue 40): the recovery API UOF consumers call, and the
// controls a test or an operator trying the feed uses to make it misbehave.

const PRODUCTS: Readonly<Record<string, number>> = {
  liveodds: UOF_PRODUCT.live,
  pre: UOF_PRODUCT.prematch,
}

const market = z.object({ market_id: z.string().min(1), specifier: z.string().default('') })
const window = { from: z.iso.datetime().optional(), to: z.iso.datetime().optional() }
const controlSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('quiet'), ms: z.number().int().positive().max(600_000) }),
  z.object({
    type: z.enum(['bet_cancel', 'rollback_bet_cancel']),
    match_id: z.string().min(1),
    markets: z.array(market).default([]),
    ...window,
  }),
  z.object({
    type: z.literal('rollback_bet_settlement'),
    match_id: z.string().min(1),
    markets: z.array(market).min(1),
  }),
  z.object({
    type: z.literal('dead_heat'),
    match_id: z.string().min(1),
    market_id: z.string().min(1),
    specifier: z.string().default(''),
    outcome_id: z.string().min(1),
    /** The part of the stake that wins: 2 for a two-way dead heat. */
    ways: z.number().int().min(2).max(20),
  }),
])
export type ProducerControl = z.input<typeof controlSchema>

function eventOf(control: z.output<typeof controlSchema>): FeedEvent | undefined {
  const refs = (markets: readonly z.output<typeof market>[]) =>
    markets.map((m) => ({ marketId: m.market_id, specifier: m.specifier }))
  switch (control.type) {
    case 'quiet':
      return undefined
    case 'bet_cancel':
    case 'rollback_bet_cancel':
      return {
        type: control.type,
        provider: 'betradar',
        matchId: control.match_id,
        markets: refs(control.markets),
        window: { from: control.from ?? null, to: control.to ?? null },
      }
    case 'rollback_bet_settlement':
      return {
        type: control.type,
        provider: 'betradar',
        matchId: control.match_id,
        markets: refs(control.markets),
      }
    case 'dead_heat':
      return {
        type: 'outcomes_settled',
        provider: 'betradar',
        matchId: control.match_id,
        outcomes: [
          {
            marketId: control.market_id,
            specifier: control.specifier,
            outcomeId: control.outcome_id,
            result: 'win',
            deadHeat: { numerator: 1, denominator: control.ways },
          },
        ],
      }
  }
}

const sameToken = (given: unknown, token: string) =>
  typeof given === 'string' &&
  given.length === token.length &&
  timingSafeEqual(Buffer.from(given), Buffer.from(token))

/** The producer's HTTP API; every call needs the access token in x-access-token. */
export function producerHttp(producer: UofProducer, accessToken: string): FastifyInstance {
  const app = Fastify()
  app.addHook('onRequest', async (request, reply) => {
    if (!sameToken(request.headers['x-access-token'], accessToken))
      await reply.code(403).send({ error: 'x-access-token: not this producer’s token' })
  })
  app.post<{ Params: { product: string }; Querystring: Record<string, string | undefined> }>(
    '/v1/:product/recovery/initiate_request',
    async (request, reply) => {
      const product = PRODUCTS[request.params.product]
      const requestId = Number(request.query.request_id)
      const after = request.query.after === undefined ? null : Number(request.query.after)
      if (product === undefined) return reply.code(404).send({ error: 'product: unknown' })
      if (!Number.isSafeInteger(requestId))
        return reply.code(400).send({ error: 'request_id: expected an integer' })
      if (after !== null && !Number.isSafeInteger(after))
        return reply.code(400).send({ error: 'after: expected a timestamp in milliseconds' })
      // Its answer would be dropped while the broker is away, and the consumer would wait for it
      // until its recovery timeout; refused, the consumer asks again on the next alive.
      if (!producer.connected())
        return reply.code(503).send({ error: 'the producer is not connected to its broker' })
      // Answered at once; the messages follow on the feed, as a provider's do.
      setImmediate(() => {
        producer.recover(product, requestId, after)
      })
      return reply.code(202).send({ request_id: requestId })
    },
  )
  app.post('/control', async (request, reply) => {
    const parsed = controlSchema.safeParse(request.body)
    if (!parsed.success) {
      const issue = parsed.error.issues[0]
      return reply
        .code(400)
        .send({ error: `${issue?.path.join('.') ?? 'body'}: ${issue?.message ?? 'invalid'}` })
    }
    if (parsed.data.type === 'quiet') producer.quiet(parsed.data.ms)
    const event = eventOf(parsed.data)
    if (event) await producer.send(event)
    return reply.code(202).send({ sent: parsed.data.type })
  })
  app.get('/status', () => Promise.resolve({ followed: producer.followed() }))
  return app
}
