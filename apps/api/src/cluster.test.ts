import { resolve } from 'node:path'
import { startCluster, type Cluster } from '@sportsbook/test-support'
import { PUSH_CHANNELS } from '@sportsbook/contracts'
import { Centrifuge } from 'centrifuge'
import { EventSource } from 'eventsource'
import type { Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { openPostgres } from './db/database'
import type { Database } from './db/schema'
import type { PlacementSelection } from '@sportsbook/contracts'
import { openSelections } from './testing/bets'
import { DRILLS, DRILL_API_ENV, deadHeat } from './testing/drills/drills'
import { callAs, httpPlayer, playerPage } from './testing/drills/load'

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
    prometheus: true,
    scrapeInterval: '1s',
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
  it('show one player on one node what they did on the other and its settlement, within one push', async () => {
    const { cluster, db } = running()
    const [nodeA, nodeB] = cluster.apiNodes
    if (!nodeA || !nodeB) throw new Error('two nodes expected')
    const me = await httpPlayer(db, nodeA.origin)
    const page = await playerPage(nodeA.origin, me)
    try {
      // The producers come up (their markets open) a few seconds after the start.
      let placed: { status: number; body: Record<string, unknown> } | undefined
      let selection: PlacementSelection | undefined
      await vi.waitFor(
        async () => {
          ;[selection] = await openSelections(db, 1)
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
          expect(page.pushed).toContainEqual(
            expect.objectContaining({ type: 'bet_changed', bet_id: bet?.betId }),
          )
          expect(page.pushed).toContainEqual(
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

      // The provider settles it (a dead heat); the lease holder, whichever node, pays it.
      await cluster.controlProducer(deadHeat(selection))
      await vi.waitFor(
        () => {
          expect(page.pushed).toContainEqual(
            expect.objectContaining({ type: 'bet_changed', bet_id: bet?.betId, status: 'done' }),
          )
        },
        { timeout: 20_000, interval: 50 },
      )
    } finally {
      page.close()
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
  it('keeps an SSE client whose commands land on the other node, with no stickiness', async () => {
    const { cluster } = running()
    const { token } = (await (
      await fetch(`${cluster.origin}/api/v2/websocket/token`, { method: 'POST' })
    ).json()) as { token: string }
    const client = new Centrifuge(
      [{ transport: 'sse', endpoint: `${cluster.origin}/connection/sse` }],
      {
        eventsource: EventSource,
        emulationEndpoint: `${cluster.origin}/connection/emulation`,
        token,
      },
    )
    const received: unknown[] = []
    const subscriptions = [PUSH_CHANNELS.publicUpdates, PUSH_CHANNELS.match('1')].map((channel) => {
      const sub = client.newSubscription(channel)
      sub.on('publication', (ctx) => received.push(ctx.data))
      const subscribed = new Promise((resolve) => sub.once('subscribed', resolve))
      sub.subscribe()
      return subscribed
    })
    client.connect()
    try {
      await Promise.all(subscriptions)
      const before = received.length
      await vi.waitFor(() => {
        expect(received.length).toBeGreaterThan(before)
      }, 20_000)
      // HAProxy's leastconn sends the commands to the node not holding the stream.
      const [streamNode, otherNode] = await Promise.all(
        cluster.apiNodes.map(async (node) => {
          const text = await (await fetch(`${node.metricsOrigin}/metrics`)).text()
          return {
            streams: Number(/^sportsbook_push_sse_streams (\d+)/m.exec(text)?.[1]),
            commands: Number(
              /_count\{method="POST",route="\/connection\/emulation"[^}]*\} (\d+)/.exec(
                text,
              )?.[1] ?? 0,
            ),
          }
        }),
      ).then((nodes) => nodes.sort((a, b) => b.streams - a.streams))
      expect(streamNode?.streams).toBe(1)
      expect(otherNode?.streams).toBe(0)
      expect(otherNode?.commands).toBeGreaterThan(0)
    } finally {
      client.disconnect()
    }
  }, 60_000)
})

// The fault drills (`npm run drills` prints their table): each is short enough for npm test.
describe.each(DRILLS)('drill: $name', (drill) => {
  it(
    'keeps every promise to players',
    async () => {
      const figures = await drill.run(running()).catch((error: unknown) => {
        // What each node said last: a node that died says why.
        const nodes = running().cluster.apiNodes.map((node) => {
          const { child, output } = node.process()
          const state = child.exitCode ?? child.signalCode ?? 'running'
          return `--- ${node.name} (${String(state)}) ---\n${output().slice(-3000)}`
        })
        throw new Error(`${String(error)}\n${nodes.join('\n')}`)
      })
      expect(figures).toMatch(/audit clean/)
    },
    drill.limitMs,
  )
})
