import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { PlacementSelection, PublicPushEvent } from '@sportsbook/contracts'
import { MARKET_STATUS, oddsToMillis } from '@sportsbook/domain'
import type { FeedEvent } from '@sportsbook/feed'
import { startRabbitMq, type RabbitMq } from '@sportsbook/test-support'
import {
  UOF_PRODUCT,
  aliveMessage,
  snapshotCompleteMessage,
  startUofPublisher,
  uofMessageOf,
  type OutgoingMessage,
  type UofPublisher,
} from '@sportsbook/uof'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp, type ApiInstance } from '../app'
import { settleReadyBets } from '../bets/settlement'
import { ensureCatalogue } from '../catalogue/seed'
import { openSelections, placeBet } from '../testing/bets'
import { fundedPlayer } from '../testing/players'
import { DIALECTS, openTestDatabase, type TestDatabase } from '../testing/test-database'
import { startUofIntake } from './uof-intake'

// Issue 40: the api fed by a Unified Odds Feed through a real RabbitMQ (Debian's). The
// provider's recovery API is outside the project: a small HTTP server here stands in for it
// and records what it is asked.

const EXCHANGE = 'unifiedfeed'
const ALIVE_LIMIT_MS = 1500
const PRE = UOF_PRODUCT.prematch

let rabbit: RabbitMq
let producer: UofPublisher
let recovery: Server
let recoveryUrl: string
const requests: URL[] = []

beforeAll(async () => {
  rabbit = await startRabbitMq()
  producer = await startUofPublisher(rabbit.url, EXCHANGE)
  recovery = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://recovery')
    if (request.headers['x-access-token'] === 'token-1') requests.push(url)
    response.writeHead(request.headers['x-access-token'] === 'token-1' ? 202 : 403).end()
  })
  await new Promise<void>((resolve) => recovery.listen(0, '127.0.0.1', resolve))
  recoveryUrl = `http://127.0.0.1:${String((recovery.address() as AddressInfo).port)}/v1`
}, 90_000)
afterAll(async () => {
  // The last test stops the broker itself; closing what is closed already is fine.
  await producer.close().catch(() => undefined)
  recovery.close()
  await rabbit.stop()
})

const lastRequest = () => requests[requests.length - 1]

const send = (message: OutgoingMessage | undefined) => {
  if (!message) throw new Error('no UOF message for that event')
  producer.send(message)
}

describe.each(DIALECTS)('a UOF feed through RabbitMQ on %s', (dialect) => {
  let database: TestDatabase
  let app: ApiInstance
  let selection: PlacementSelection
  /** A market the feed's messages never name: the outage suspends it, the recovery opens it. */
  let other: PlacementSelection
  let urn: string
  const published: PublicPushEvent[] = []
  const logged: string[] = []
  const log = {
    info: (_: object, message: string) => logged.push(message),
    warn: (object: object, message: string) => logged.push(`${message} ${JSON.stringify(object)}`),
    error: (object: object, message: string) => logged.push(`${message} ${JSON.stringify(object)}`),
  }
  const intake = () =>
    startUofIntake(database.db, { publish: (_, event) => published.push(event) }, log, {
      amqpUrl: rabbit.url,
      exchange: EXCHANGE,
      products: [PRE],
      aliveTimeoutMs: ALIVE_LIMIT_MS,
      recoveryUrl,
      accessToken: 'token-1',
      settleOnUnconfirmed: false,
      checkMs: 100,
    })

  beforeAll(async () => {
    database = await openTestDatabase(dialect)
    await ensureCatalogue(database.db, { seed: 14, now: new Date().toISOString() })
    app = buildApp({
      db: database.db,
      players: { authAttemptsPerMinute: 10_000 },
      bets: { placementsPerMinute: 100_000 },
    })
    const [open, another] = await openSelections(database.db, 2)
    if (!open || !another) throw new Error('no open selections')
    selection = open
    other = another
    urn = (
      await database.db
        .selectFrom('matches')
        .select('urn_id')
        .where('id', '=', selection.match_id)
        .executeTakeFirstOrThrow()
    ).urn_id
  })
  afterAll(async () => {
    await app.close()
    await database.close()
  })

  const message = (event: FeedEvent, timestamp: number) =>
    uofMessageOf(event, { product: PRE, timestamp, eventUrn: urn, sportUrn: 'sr:sport:1' })
  const oddsChange = (odds: number, timestamp: number) =>
    message(
      {
        type: 'odds_change',
        provider: 'betradar',
        matchId: selection.match_id,
        nextBetStop: null,
        markets: [
          {
            marketId: selection.market_id,
            specifier: selection.specifier,
            status: MARKET_STATUS.open,
            outcomes: [{ id: selection.outcome_id, oddsMillis: oddsToMillis(odds), active: true }],
          },
        ],
      },
      timestamp,
    )
  const market = (of: () => PlacementSelection = () => selection) => {
    const picked = of()
    return database.db
      .selectFrom('outcomes as o')
      .innerJoin('markets as m', (join) =>
        join
          .onRef('m.match_id', '=', 'o.match_id')
          .onRef('m.market_id', '=', 'o.market_id')
          .onRef('m.specifier', '=', 'o.specifier'),
      )
      .select(['m.status', 'o.odds', 'o.active', 'o.result'])
      .where('o.match_id', '=', picked.match_id)
      .where('o.market_id', '=', picked.market_id)
      .where('o.specifier', '=', picked.specifier)
      .where('o.outcome_id', '=', picked.outcome_id)
      .executeTakeFirstOrThrow()
  }

  it('suspends until recovered, takes prices, bets and results, and resumes after a restart', async () => {
    const base = Date.now()
    const player = await fundedPlayer(app, 10_000)
    requests.length = 0
    let stop = await intake()
    try {
      // Started: the producer is down — its markets suspended, placements refused — and asked
      // for everything (nothing stored yet).
      await expect.poll(() => requests.length).toBe(1)
      expect(lastRequest()?.pathname).toBe('/v1/pre/recovery/initiate_request')
      expect(lastRequest()?.searchParams.has('after')).toBe(false)
      const requestId = Number(lastRequest()?.searchParams.get('request_id'))
      expect((await market()).status).toBe(MARKET_STATUS.suspended)
      expect((await market(() => other)).status).toBe(MARKET_STATUS.suspended)
      const refused = await placeBet(app, player, 100, [selection])
      expect(refused.json<{ code: number }>().code).toBe(102)
      expect(published).toContainEqual({
        type: 'provider_status_changed',
        provider: 'betradar',
        active: false,
      })

      // The recovery's prices apply, but the market opens only with its snapshot_complete; a
      // message that cannot be read is logged with its key and skipped.
      send({ routingKey: 'hi.pre.-.odds_change.1.sr:match.1.-', xml: '<odds_change product=' })
      send(oddsChange(2.5, base + 1))
      send(aliveMessage(PRE, base + 2))
      await expect.poll(async () => (await market()).odds).toBe(2500)
      expect((await market()).status).toBe(MARKET_STATUS.suspended)
      expect(
        logged.some(
          (line) =>
            line.startsWith('uof message skipped') &&
            line.includes('hi.pre.-.odds_change.1.sr:match.1.-'),
        ),
      ).toBe(true)
      send(snapshotCompleteMessage(PRE, base + 3, requestId + 1))
      send(snapshotCompleteMessage(PRE, base + 4, requestId))
      await expect.poll(async () => (await market()).status).toBe(MARKET_STATUS.open)
      expect((await market(() => other)).status).toBe(MARKET_STATUS.open)
      const placed = await placeBet(app, player, 1000, [{ ...selection, odds: 2.5 }])
      expect(placed.statusCode, placed.body).toBe(200)

      // No alive past the limit: down again, at once — and lists hear of it (the match's
      // revision moves with its markets).
      const revision = () =>
        database.db
          .selectFrom('matches')
          .select('revision')
          .where('id', '=', selection.match_id)
          .executeTakeFirstOrThrow()
      const before = (await revision()).revision
      const silentFrom = Date.now()
      await expect
        .poll(async () => (await market()).status, { timeout: 10_000 })
        .toBe(MARKET_STATUS.suspended)
      expect((await revision()).revision).toBeGreaterThan(before)
      expect(Date.now() - silentFrom).toBeLessThan(ALIVE_LIMIT_MS + 2000)
      // Its alive back: a recovery of everything after the last message processed.
      send(aliveMessage(PRE, base + 5))
      await expect.poll(() => lastRequest()?.searchParams.get('after')).toBe(String(base + 1))
      // The provider answers with the current state, then says it is complete.
      const again = Number(lastRequest()?.searchParams.get('request_id'))
      send(oddsChange(2.4, base + 6))
      await expect.poll(async () => (await market()).odds).toBe(2400)
      expect((await market()).status).toBe(MARKET_STATUS.suspended)
      send(snapshotCompleteMessage(PRE, base + 6, again))
      await expect.poll(async () => (await market()).status).toBe(MARKET_STATUS.open)

      // Results settle from bet_settlement; unconfirmed ones wait for the confirmed.
      const settled = (confirmed: boolean, at: number) =>
        message(
          {
            type: 'outcomes_settled',
            provider: 'betradar',
            matchId: selection.match_id,
            confirmed,
            outcomes: [
              {
                ...selection,
                marketId: selection.market_id,
                outcomeId: selection.outcome_id,
                result: 'win',
              },
            ],
          },
          at,
        )
      send(settled(false, base + 8))
      await expect.poll(async () => (await market()).active).toBe(0)
      expect((await market()).result).toBeNull()
      expect(await settleReadyBets(database.db, () => undefined)).toBe(0)
      send(settled(true, base + 9))
      await expect
        .poll(async () => settleReadyBets(database.db, () => undefined), { timeout: 10_000 })
        .toBe(1)

      // A restart recovers from the timestamp stored with the last message applied.
      await stop()
      requests.length = 0
      stop = await intake()
      await expect.poll(() => lastRequest()?.searchParams.get('after')).toBe(String(base + 9))
    } finally {
      await stop()
    }
  })
})

describe('when the broker goes away', () => {
  it('marks the producers down at once: their markets suspended', async () => {
    const database = await openTestDatabase('sqlite')
    await ensureCatalogue(database.db, { seed: 15, now: new Date().toISOString() })
    const [selection] = await openSelections(database.db, 1)
    if (!selection) throw new Error('no open selection')
    const status = async () =>
      (
        await database.db
          .selectFrom('markets')
          .select('status')
          .where('match_id', '=', selection.match_id)
          .where('market_id', '=', selection.market_id)
          .where('specifier', '=', selection.specifier)
          .executeTakeFirstOrThrow()
      ).status
    const logged: string[] = []
    const log = {
      info: (_: object, message: string) => logged.push(message),
      warn: (_: object, message: string) => logged.push(message),
      error: (_: object, message: string) => logged.push(message),
    }
    requests.length = 0
    const stop = await startUofIntake(database.db, { publish: () => undefined }, log, {
      amqpUrl: rabbit.url,
      exchange: EXCHANGE,
      products: [PRE],
      aliveTimeoutMs: 60_000,
      recoveryUrl,
      accessToken: 'token-1',
      settleOnUnconfirmed: false,
      checkMs: 100,
    })
    try {
      await expect.poll(() => requests.length).toBe(1)
      send(aliveMessage(PRE, Date.now()))
      send(
        snapshotCompleteMessage(
          PRE,
          Date.now(),
          Number(lastRequest()?.searchParams.get('request_id')),
        ),
      )
      await expect.poll(status).toBe(MARKET_STATUS.open)

      // Long before the alive limit (a minute here), the lost connection suspends the markets.
      await producer.close()
      await rabbit.stop()
      await expect.poll(status, { timeout: 10_000 }).toBe(MARKET_STATUS.suspended)
      expect(logged).toContain('uof connection lost')
      expect(logged).toContain('uof producer down')
    } finally {
      await stop()
      await database.close()
    }
  })
})
