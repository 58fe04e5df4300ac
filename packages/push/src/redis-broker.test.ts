// Two gateway nodes on two ports sharing one real redis-server (started here), with the real
// `centrifuge` client on each.
import { Centrifuge } from 'centrifuge'
import { EventSource } from 'eventsource'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import Redis from 'ioredis'
import { RedisPushBroker } from './redis-broker'
import { SECRET, startGateway, type Harness } from './testing/harness'
import { signConnectionToken, signSubscriptionToken, tokenSecret } from './tokens'
import { startRedis } from '@sportsbook/test-support'

const next = (
  emitter: { once(event: string, fn: (...a: unknown[]) => void): unknown },
  event: string,
) =>
  new Promise<unknown[]>((resolve) => {
    emitter.once(event, (...args: unknown[]) => {
      resolve(args)
    })
  })

function follow(client: Centrifuge, channel: string) {
  const sub = client.newSubscription(channel)
  const seen: { data: unknown; offset: number | undefined }[] = []
  sub.on('publication', (ctx) => seen.push({ data: ctx.data as unknown, offset: ctx.offset }))
  const subscribed = next(sub, 'subscribed')
  sub.subscribe()
  client.connect()
  return { sub, seen, subscribed }
}

describe('two gateway nodes sharing Redis', () => {
  let redis: Awaited<ReturnType<typeof startRedis>>
  let one: Harness
  let two: Harness
  const prefix = `test-${String(Date.now())}`
  beforeAll(async () => {
    redis = await startRedis()
    one = await startGateway({ broker: new RedisPushBroker(redis.url, { prefix }) })
    two = await startGateway({ broker: new RedisPushBroker(redis.url, { prefix }) })
  })
  afterAll(async () => {
    await one.stop()
    await two.stop()
    await redis.stop()
  })

  it('delivers a publication made on either node to clients on both, with the same offsets', async () => {
    const a = follow(one.client(), 'public:match:1')
    const b = follow(two.client(), 'public:match:1')
    await Promise.all([a.subscribed, b.subscribed])
    await one.gateway.publish('public:match:1', { from: 'one' })
    await two.gateway.publish('public:match:1', { from: 'two', name: 'Zürich' })
    const expected = [
      { data: { from: 'one' }, offset: 1 },
      { data: { from: 'two', name: 'Zürich' }, offset: 2 },
    ]
    await vi.waitFor(() => {
      expect(a.seen).toEqual(expected)
      expect(b.seen).toEqual(expected)
    })
  })

  it('forwards an SSE client’s commands to the node that holds its stream', async () => {
    const posted: string[] = []
    const client = new Centrifuge(
      [{ transport: 'sse', endpoint: `${one.origin}/connection/sse` }],
      {
        eventsource: EventSource,
        // Behind a load balancer any POST may land on another node: here every one lands on two.
        emulationEndpoint: `${two.origin}/connection/emulation`,
        fetch: (input: string | URL | Request, init?: RequestInit) => {
          posted.push(input instanceof Request ? input.url : String(input))
          return fetch(input, init)
        },
        timeout: 2000,
      },
    )
    try {
      const a = follow(client, 'public:match:9')
      // The subscribe went to node two; only node one could answer it.
      await a.subscribed
      expect(posted.length).toBeGreaterThan(0)
      expect(posted.every((url) => url.startsWith(two.origin))).toBe(true)
      expect(one.gateway.openStreams).toBe(1)
      await two.gateway.publish('public:match:9', { n: 1 })
      await vi.waitFor(() => {
        expect(a.seen).toEqual([{ data: { n: 1 }, offset: 1 }])
      })
    } finally {
      client.disconnect()
    }
  })

  it('keeps one history: a client recovers on one node what was published on the other', async () => {
    const client = one.client()
    const a = follow(client, 'public:updates')
    await a.subscribed
    await two.gateway.publish('public:updates', { n: 1 })
    await vi.waitFor(() => {
      expect(a.seen).toHaveLength(1)
    })
    client.disconnect()
    for (let n = 2; n <= 4; n += 1) await two.gateway.publish('public:updates', { n })
    const again = next(a.sub, 'subscribed')
    client.connect()
    const [ctx] = (await again) as [{ recovered: boolean }]
    expect(ctx.recovered).toBe(true)
    await vi.waitFor(() => {
      expect(a.seen.map((s) => s.data)).toEqual([1, 2, 3, 4].map((n) => ({ n })))
    })
    const raw = await two.raw()
    await raw.command('connect', {})
    const history = await raw.command('history', { channel: 'public:updates', limit: -1 })
    expect(history).toMatchObject({
      history: {
        offset: 4,
        publications: [{ offset: 1 }, { offset: 2 }, { offset: 3 }, { offset: 4 }],
      },
    })
  })

  it('recovers across a node restart: history outlives the node', async () => {
    const port = one.port
    const client = one.client()
    const a = follow(client, 'public:match:2')
    await a.subscribed
    await one.gateway.publish('public:match:2', { n: 1 })
    await vi.waitFor(() => {
      expect(a.seen).toHaveLength(1)
    })
    const reconnecting = next(client, 'connecting')
    // The node goes away (its clients are told 3001 and reconnect); the client stays.
    await one.gateway.close()
    await new Promise<void>((resolve) => {
      one.server.close(() => {
        resolve()
      })
    })
    await reconnecting
    await two.gateway.publish('public:match:2', { n: 2 })
    one = await startGateway({ broker: new RedisPushBroker(redis.url, { prefix }), port })
    const [ctx] = (await next(a.sub, 'subscribed')) as [{ recovered: boolean }]
    expect(ctx.recovered).toBe(true)
    await vi.waitFor(() => {
      expect(a.seen.map((s) => s.data)).toEqual([{ n: 1 }, { n: 2 }])
    })
    client.disconnect()
  })

  it('gives every subscriber contiguous offsets while publications race the subscribes', async () => {
    const publishing = { on: true }
    const publisher = (async () => {
      for (let n = 0; publishing.on; n += 1) {
        await two.gateway.publish('public:match:race', { n })
        if (n % 20 === 0) await new Promise((resolve) => setImmediate(resolve))
      }
    })()
    const followers = Array.from({ length: 50 }, () => {
      const client = one.client()
      return { client, ...follow(client, 'public:match:race') }
    })
    await Promise.all(followers.map((f) => f.subscribed))
    await new Promise((resolve) => setTimeout(resolve, 300))
    publishing.on = false
    await publisher
    for (const { seen, client } of followers) {
      const offsets = seen.map((s) => s.offset ?? 0)
      expect(offsets.length).toBeGreaterThan(0)
      offsets.forEach((offset, i) => {
        if (i > 0) expect(offset).toBe((offsets[i - 1] ?? 0) + 1)
      })
      client.disconnect()
    }
  })

  it('signs a user out on every node: private subscriptions end, connections come back', async () => {
    const token = await signConnectionToken(tokenSecret(SECRET), { sub: '77' })
    const client = two.client({ token })
    const sub = client.newSubscription('$user:77', {
      token: await signSubscriptionToken(tokenSecret(SECRET), { sub: '77', channel: '$user:77' }),
    })
    const subscribed = next(sub, 'subscribed')
    sub.subscribe()
    client.connect()
    await subscribed
    const invalidated = next(sub, 'subscribing')
    const reconnecting = next(client, 'connecting')
    // Signed out through node one; the client is connected to node two.
    await one.gateway.signOutUser('77')
    const [unsubscribe] = (await invalidated) as [{ code: number }]
    expect(unsubscribe.code).toBe(2502)
    const [closed] = (await reconnecting) as [{ code: number }]
    expect(closed.code).toBe(3014)
    client.disconnect()
  })

  it('counts presence across both nodes', async () => {
    const a = follow(one.client(), 'room:5')
    const b = follow(two.client(), 'room:5')
    await Promise.all([a.subscribed, b.subscribed])
    expect(await a.sub.presenceStats()).toEqual({ numClients: 2, numUsers: 1 })
    expect(Object.keys((await b.sub.presence()).clients)).toHaveLength(2)
  })

  it('sends fossil deltas built from the previous payload that Redis ships along', async () => {
    const client = two.client()
    const sub = client.newSubscription('public:match:3', { delta: 'fossil' })
    const seen: unknown[] = []
    sub.on('publication', (ctx) => seen.push(ctx.data))
    const subscribed = next(sub, 'subscribed')
    sub.subscribe()
    client.connect()
    await subscribed
    const payloads = [1, 2, 3].map((i) => ({
      markets: Array.from({ length: 30 }, (_, k) => ({ id: k, odds: k === i ? 2.5 : 1.9 })),
    }))
    for (const payload of payloads) await one.gateway.publish('public:match:3', payload)
    await vi.waitFor(() => {
      expect(seen).toEqual(payloads)
    })
    expect(sub.deltaStats().numDeltaPayloads).toBeGreaterThan(0)
    client.disconnect()
  })

  it("keeps the epoch a server snapshot's position names, for the publications after it", async () => {
    const broker = new RedisPushBroker(redis.url, { prefix })
    const { top } = await broker.history('public:match:snap-1', { limit: 0, keep: true })
    expect(top.offset).toBe(0)
    const history = { size: 10, ttlMs: 60_000 }
    const published = await broker.publish('public:match:snap-1', '{}', { history, delta: false })
    expect(published).toEqual({ offset: 1, epoch: top.epoch })
    await broker.close()
  })

  it('leaves no key behind for a history request on a channel nobody subscribes to', async () => {
    const broker = new RedisPushBroker(redis.url, { prefix })
    const { top } = await broker.history('match:unknown-700', { limit: 10 })
    expect(top.offset).toBe(0)
    const keys = new Redis(redis.url)
    expect(await keys.keys(`${prefix}.*unknown-700*`)).toEqual([])
    keys.disconnect()
    await broker.close()
  })
})
