import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  PUSH_CHANNELS,
  matchesResponseSchema,
  placeBetsResponseSchema,
  publicPushEventSchema,
  type Match,
} from '@sportsbook/contracts'
import { SPORT_DEFINITIONS, matchLengthMs } from '@sportsbook/feed'
import { freePort, startRabbitMq, type RabbitMq } from '@sportsbook/test-support'
import { Centrifuge } from 'centrifuge'
import WebSocket from 'ws'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { openDatabase } from '../db/database'
import { openAccount, postEntry } from '../ledger/ledger'
import { insertPlayer } from '../players/players-repo'
import { hashPassword } from '../players/secrets'
import { startApiProcess, type ApiProcess } from '../testing/api-process'
import { auditLedger } from '../wallet/audit'

// Issue 40, end to end through real processes: the simulator as a UOF producer (its own
// process) → Debian's RabbitMQ → the real api server (FEED_SOURCE=uof) → push to the real
// centrifuge client; a bet placed on a live match is settled from the feed's bet_settlement,
// after the api was killed with SIGKILL mid-match and restarted: it recovers from the
// timestamp it stored, and the bet is paid once.

const TOKEN = 'e2e-token-0123456789'
let rabbit: RabbitMq
let dir: string
const processes: ApiProcess[] = []

beforeAll(async () => {
  rabbit = await startRabbitMq()
  dir = mkdtempSync(join(tmpdir(), 'sportsbook-uof-'))
}, 90_000)
afterAll(async () => {
  for (const p of processes) if (p.child.exitCode === null) p.child.kill('SIGKILL')
  await rabbit.stop()
  rmSync(dir, { recursive: true, force: true })
})

const endsAt = (match: Match) => {
  const sport = SPORT_DEFINITIONS.find((definition) => definition.key === match.sport.key)
  return Date.parse(match.start_time) + (sport ? matchLengthMs(sport.model) : 0)
}

describe('a UOF feed between real processes', () => {
  it('prices, a bet and its settlement flow from the producer; a killed api recovers', async () => {
    const databasePath = join(dir, 'uof.db')
    const producerPort = await freePort()
    const common = {
      DATABASE_PATH: databasePath,
      AMQP_URL: rabbit.url,
      UOF_ACCESS_TOKEN: TOKEN,
      UOF_ALIVE_TIMEOUT_MS: '3000',
      CATALOGUE_CACHE_MS: '0',
    }
    const apiEnv = {
      ...common,
      API_PORT: '0',
      FEED_SOURCE: 'uof',
      UOF_RECOVERY_URL: `http://127.0.0.1:${String(producerPort)}/v1`,
    }
    const startApi = () => {
      const api = startApiProcess('src/server.ts', apiEnv)
      processes.push(api)
      return api
    }
    let api = startApi()
    let origin = await api.listening()
    const producer = startApiProcess('src/uof-producer-main.ts', {
      ...common,
      FEED_SPEED: '600',
      FEED_TICK_MS: '200',
      FEED_PRODUCER_PORT: String(producerPort),
    })
    processes.push(producer)
    await producer.printed(/simulated UOF producer running/)
    // Both producers recovered (the first requests, before the producer listened, failed and
    // were asked again on its first alive).
    await vi.waitFor(
      () => {
        expect(api.output().match(/uof producer up/g)?.length).toBe(2)
      },
      {
        // Two processes starting beside the rest of npm test: on a slow day, 30 s was not enough.
        timeout: 90_000,
        interval: 100,
      },
    )

    // Prices reach a browser's client through the push gateway.
    const client = new Centrifuge(`${origin.replace('http', 'ws')}/connection/websocket`, {
      websocket: WebSocket,
    })
    const types = new Set<string>()
    const sub = client.newSubscription(PUSH_CHANNELS.publicUpdates)
    sub.on('publication', (ctx) => types.add(publicPushEventSchema.parse(ctx.data).type))
    sub.subscribe()
    client.connect()
    await vi.waitFor(
      () => {
        expect(types).toContain('match_changed')
      },
      {
        timeout: 20_000,
        interval: 100,
      },
    )
    client.disconnect()

    // A player bets on a live match that has most of its time to run (it must outlive the
    // api's restart).
    const db = openDatabase({ sqlitePath: databasePath })
    const player = {
      id: randomUUID(),
      email: `${randomUUID()}@players.test`,
      password: 'pass word 1',
    }
    await insertPlayer(db, {
      id: player.id,
      email: player.email,
      password_hash: await hashPassword(player.password),
      country: 'DK',
      currency: 'EUR',
      terms_version: '1',
      confirmed_at: new Date().toISOString(),
    })
    const accountId = await openAccount(db, player.id, 'EUR')
    await postEntry(db, { accountId, amount: 10_000, kind: 'deposit', reference: 'test' })
    const signIn = await fetch(`${origin}/platform/users/sign_in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: player.email, password: player.password }),
    })
    const session = {
      cookie: (signIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '',
      'x-csrf-token': ((await signIn.json()) as { csrf_token: string }).csrf_token,
    }
    let betId = ''
    await vi.waitFor(
      async () => {
        const live = matchesResponseSchema.parse(
          await (await fetch(`${origin}/api/v2/matches?match_status=1&limit=200`)).json(),
        ).data
        const open = live
          .filter((m) => m.main_market?.status === 1 && m.main_market.outcomes[0]?.active)
          .sort((a, b) => endsAt(a) - endsAt(b))
        const match = open[open.length - 1]
        const market = match?.main_market
        const outcome = market?.outcomes[0]
        if (!match || !market || !outcome) throw new Error('no open live market yet')
        const placed = await fetch(`${origin}/api/v3/bets`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...session },
          body: JSON.stringify({
            bets: [
              {
                stake: { subunits: 1000, currency: 'EUR' },
                selections: [
                  {
                    match_id: match.id,
                    market_id: market.id,
                    specifier: market.specifier,
                    outcome_id: outcome.id,
                    odds: outcome.odds,
                  },
                ],
              },
            ],
          }),
        })
        const body: unknown = await placed.json()
        if (placed.status !== 200) throw new Error(`not placed: ${JSON.stringify(body)}`)
        betId = placeBetsResponseSchema.parse(body).data[0]?.betId ?? ''
      },
      { timeout: 60_000, interval: 500 },
    )

    // The api is killed mid-match and started again: it asks for everything after the last
    // message it applied, which it stored.
    const open = await db
      .selectFrom('bets')
      .select('status')
      .where('id', '=', betId)
      .executeTakeFirstOrThrow()
    expect(open.status).toBe('waiting_results')
    api.child.kill('SIGKILL')
    await api.exited
    const stored = await db
      .selectFrom('feed_producers')
      .select('last_processed')
      .where('product', '=', 1)
      .executeTakeFirstOrThrow()
    api = startApi()
    origin = await api.listening()
    await api.printed(
      new RegExp(`"after":${String(stored.last_processed)}.*uof recovery requested`),
    )

    // The match ends; its bet_settlement settles the bet, once.
    await vi.waitFor(
      async () => {
        const bet = await db
          .selectFrom('bets')
          .select('status')
          .where('id', '=', betId)
          .executeTakeFirstOrThrow()
        expect(bet.status).toBe('done')
      },
      { timeout: 240_000, interval: 1000 },
    )
    const payouts = await db
      .selectFrom('ledger_entries')
      .select('amount')
      .where('reference', 'like', `${betId}%`)
      .where('kind', '=', 'bet_payout')
      .execute()
    expect(payouts.length).toBeLessThanOrEqual(1)
    expect((await auditLedger(db)).problems).toEqual([])
    await db.destroy()

    producer.child.kill('SIGTERM')
    api.child.kill('SIGTERM')
    expect(await producer.exited, producer.output().slice(-2000)).toBe(0)
    expect(await api.exited, api.output().slice(-2000)).toBe(0)
  }, 420_000)
})
