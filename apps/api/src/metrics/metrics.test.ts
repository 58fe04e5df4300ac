import { Writable } from 'node:stream'
import { pino } from 'pino'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { buildApp, type ApiInstance } from '../app'
import { ensureCatalogue } from '../catalogue/seed'
import { migrateToLatest, openPostgres, openSqlite } from '../db/database'
import { finishMatch, openSelections, placeBet } from '../testing/bets'
import { fundedPlayer } from '../testing/players'
import { ApiMetrics } from './api-metrics'
import { serveMetrics } from './metrics-server'

let app: ApiInstance | undefined
afterEach(async () => {
  await app?.close()
  app = undefined
})

/** A SQLite app with the seeded catalogue whose log lines are kept in `lines`. */
async function loggedApp() {
  const lines: Record<string, unknown>[] = []
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>)
      done()
    },
  })
  const db = openSqlite(':memory:')
  await migrateToLatest(db)
  await ensureCatalogue(db, { seed: 5, now: new Date().toISOString() })
  const metrics = new ApiMetrics()
  app = buildApp({ db, logger: pino({ level: 'info' }, stream), metrics })
  return { app, lines, metrics }
}

/** One sample's value in the Prometheus text, by its name and labels as printed. */
async function sample(metrics: ApiMetrics, series: string): Promise<number | undefined> {
  const text = await metrics.registry.metrics()
  const line = text.split('\n').find((l) => l.startsWith(`${series} `))
  return line === undefined ? undefined : Number(line.slice(series.length + 1))
}

describe('metrics and request ids', () => {
  it('counts placements and refusals, times routes, and follows a bet to its settlement', async () => {
    const { app, lines, metrics } = await loggedApp()
    const [selection] = await openSelections(app.db, 1)
    if (!selection) throw new Error('no selection')
    const player = await fundedPlayer(app, 10_00)

    const placed = await placeBet(app, player, 5_00, [selection])
    expect(placed.statusCode, placed.body).toBe(200)
    const requestId = placed.headers['x-request-id']
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/)
    // A client's own request id is never taken (ids are unique across nodes, and ours).
    const echoed = await app.inject({ url: '/livez', headers: { 'x-request-id': 'mine' } })
    expect(echoed.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
    const refused = await placeBet(app, player, 50_00, [selection])
    expect(refused.statusCode).toBe(422)
    expect(refused.headers['x-request-id']).not.toBe(requestId)

    // The bets keep their request's id; the placement's log line names both.
    const [bet] = await app.db.selectFrom('bets').select(['id', 'placement_id']).execute()
    expect(bet?.placement_id).toBe(requestId)
    expect(lines).toContainEqual(
      expect.objectContaining({ reqId: requestId, msg: 'bets placed', betIds: [bet?.id] }),
    )

    // The result arrives first, so the match's own pass settles the bet (not the start's sweep).
    for (const { event } of await finishMatch(app.db, selection.match_id, { home: 2, away: 0 }))
      app.betWorkers.onFeedEvent(event)
    app.betWorkers.start()
    await vi.waitFor(() => {
      expect(lines).toContainEqual(
        expect.objectContaining({ reqId: requestId, betId: bet?.id, msg: 'bet settled' }),
      )
    })

    expect(await sample(metrics, 'sportsbook_placements_total{result="placed"}')).toBe(1)
    expect(
      await sample(metrics, 'sportsbook_placements_total{result="insufficient_balance"}'),
    ).toBe(1)
    expect(
      await sample(
        metrics,
        'sportsbook_http_request_duration_seconds_count{method="POST",route="/api/v3/bets",status_code="422"}',
      ),
    ).toBe(1)
    expect(await sample(metrics, 'sportsbook_bets_settled_total{result="win_entire"}')).toBe(1)
    expect(await sample(metrics, 'sportsbook_settlement_lag_seconds_count')).toBe(1)
    // SQLite has no pool to report; the gateway has no client yet.
    expect(await sample(metrics, 'sportsbook_db_pool_connections')).toBeUndefined()
    expect(await sample(metrics, 'sportsbook_push_connections')).toBe(0)
  })

  it('serves the registry at /metrics on its own port, and nothing else there', async () => {
    const metrics = new ApiMetrics()
    metrics.placements.inc({ result: 'placed' })
    const server = await serveMetrics(metrics, { host: '127.0.0.1', port: 0 })
    try {
      const address = server.address()
      if (address === null || typeof address === 'string') throw new Error('no port')
      const origin = `http://127.0.0.1:${String(address.port)}`
      const scraped = await fetch(`${origin}/metrics`)
      expect(scraped.status).toBe(200)
      expect(scraped.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/)
      expect(await scraped.text()).toContain('sportsbook_placements_total{result="placed"} 1')
      expect((await fetch(`${origin}/`)).status).toBe(404)
    } finally {
      server.close()
    }
  })
})

describe('liveness and readiness', () => {
  it('answers ready until the node drains, alive throughout', async () => {
    const db = openSqlite(':memory:')
    await migrateToLatest(db)
    app = buildApp({ db })
    expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200)
    app.draining = true
    const draining = await app.inject({ url: '/readyz' })
    expect(draining.statusCode).toBe(503)
    expect(draining.json()).toMatchObject({ error: { code: 'unavailable' } })
    expect((await app.inject({ url: '/livez' })).json()).toEqual({ status: 'ok' })
  })

  it('answers 503 at once, never 500, while the database cannot be reached', async () => {
    // Nothing listens on port 9 (discard): every connection is refused.
    app = buildApp({ db: openPostgres('postgres://sportsbook@127.0.0.1:9/none') })
    const started = Date.now()
    for (const url of ['/readyz', '/api/v2/sports']) {
      const response = await app.inject({ url })
      expect(response.statusCode, url).toBe(503)
      expect(response.headers['retry-after']).toBe('1')
      expect(response.json()).toMatchObject({ error: { code: 'unavailable' } })
    }
    expect((await app.inject({ url: '/livez' })).statusCode).toBe(200)
    expect(Date.now() - started).toBeLessThan(5_000)
    const scraped = await app.metrics.registry.metrics()
    expect(scraped).toMatch(/^sportsbook_db_pool_waiting 0$/m)
  })
})
