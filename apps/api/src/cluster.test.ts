import { resolve } from 'node:path'
import { startCluster, type Cluster } from '@sportsbook/test-support'
import { Centrifuge } from 'centrifuge'
import type { Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import WebSocket from 'ws'
import { openPostgres } from './db/database'
import type { Database } from './db/schema'
import { openSelections } from './testing/bets'
import { DRILLS, DRILL_API_ENV } from './testing/drills/drills'
import { callAs, httpPlayer } from './testing/drills/load'

// Two api nodes on PostgreSQL, Redis and RabbitMQ behind Debian's HAProxy, as
// `npm run start:cluster` runs them (issue 41).
let started: { cluster: Cluster; db: Kysely<Database> } | undefined
/** The cluster and its database, once started. */
function running() {
  if (!started) throw new Error('the cluster did not start')
  return started
}
beforeAll(async () => {
  const cluster = await startCluster({
    root: resolve(import.meta.dirname, '../../..'),
    sitePort: 0,
    web: false,
    prometheus: false,
    feedSpeed: 5,
    apiEnv: DRILL_API_ENV,
  })
  started = { cluster, db: openPostgres(cluster.urls.database) }
}, 180_000)
afterAll(async () => {
  await started?.db.destroy()
  await started?.cluster.stop()
}, 60_000)

describe('two api nodes behind HAProxy', () => {
  it('show one player on one node what they did on the other, within one push', async () => {
    const { cluster, db } = running()
    const [nodeA, nodeB] = cluster.apiNodes
    if (!nodeA || !nodeB) throw new Error('two nodes expected')
    const me = await httpPlayer(db, nodeA.origin)

    // The player's page, connected to node A.
    const auth = await callAs(nodeA.origin, me, '/api/v2/websocket/authorize', {
      channels: [`$user:${me.id}`],
    })
    const [channel] = auth.body.channels as { channel: string; token: string }[]
    const { token } = (await callAs(nodeA.origin, me, '/api/v2/websocket/token', {})).body
    const client = new Centrifuge(`${nodeA.origin.replace('http', 'ws')}/connection/websocket`, {
      websocket: WebSocket,
      token: String(token),
    })
    const pushed: { type?: string }[] = []
    const sub = client.newSubscription(channel?.channel ?? '', { token: channel?.token ?? '' })
    sub.on('publication', (ctx) => pushed.push(ctx.data as { type?: string }))
    const subscribed = new Promise((done) => sub.once('subscribed', done))
    sub.subscribe()
    client.connect()
    await subscribed

    try {
      // The producers come up (their markets open) a few seconds after the start.
      let placed: { status: number; body: Record<string, unknown> } | undefined
      await vi.waitFor(
        async () => {
          const [selection] = await openSelections(db, 1)
          placed = await callAs(nodeB.origin, me, '/api/v3/bets', {
            bets: [{ stake: { subunits: 10_00, currency: 'EUR' }, selections: [selection] }],
          })
          expect(placed.status, JSON.stringify(placed.body)).toBe(200)
        },
        { timeout: 60_000, interval: 1000 },
      )
      const [bet] = (placed?.body.data ?? []) as { betId: string }[]
      await vi.waitFor(
        () => {
          expect(pushed).toContainEqual(expect.objectContaining({ type: 'bet_changed' }))
          expect(pushed).toContainEqual(
            expect.objectContaining({
              type: 'balance_changed',
              balance: { subunits: 90_00, currency: 'EUR' },
            }),
          )
        },
        { timeout: 10_000, interval: 50 },
      )
      const listed = await callAs(nodeA.origin, me, '/api/v3/bets')
      expect(listed.body.data).toContainEqual(expect.objectContaining({ id: bet?.betId }))
    } finally {
      client.disconnect()
    }
  }, 120_000)

  it('spreads requests over both nodes and drains a stopping one without a failed request', async () => {
    const { cluster } = running()
    const [, nodeB] = cluster.apiNodes
    if (!nodeB) throw new Error('two nodes expected')
    const statuses: number[] = []
    const loading = { on: true }
    const load = (async () => {
      while (loading.on) {
        const response = await fetch(`${cluster.origin}/api/v2/sports`).catch(() => undefined)
        statuses.push(response?.status ?? 0)
      }
    })()
    try {
      // Both nodes answer players' requests.
      const served = async (origin: string) => {
        const text = await (await fetch(`${origin}/metrics`)).text()
        return /route="\/api\/v2\/sports",status_code="200"\} (\d+)/.exec(text)?.[1]
      }
      await vi.waitFor(
        async () => {
          for (const node of cluster.apiNodes)
            expect(Number(await served(node.metricsOrigin))).toBeGreaterThan(5)
        },
        { timeout: 20_000, interval: 200 },
      )
      const before = statuses.length
      nodeB.process().child.kill('SIGTERM')
      expect(await nodeB.process().exited).toBe(0)
      await vi.waitFor(() => {
        expect(statuses.length).toBeGreaterThan(before + 50)
      })
      await nodeB.start()
    } finally {
      loading.on = false
      await load
    }
    expect(statuses.filter((status) => status !== 200)).toEqual([])
  }, 120_000)
})

// The fault drills (`npm run drills` prints their table): each is short enough for npm test.
describe.each(DRILLS.filter((drill) => !drill.drillsOnly))('drill: $name', (drill) => {
  it(
    'keeps every promise to players',
    async () => {
      const figures = await drill.run(running())
      expect(figures).toMatch(/audit clean/)
    },
    drill.limitMs,
  )
})
