// The gateway against the real `centrifuge` client (docs/push-protocol.md §7), plus raw
// WebSocket checks where the wire itself is the point.
import type { Centrifuge, PublicationContext } from 'centrifuge'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { DISCONNECT, UNSUBSCRIBE } from './codes'
import { InMemoryPushBroker } from './memory-broker'
import { SECRET, startGateway, type Harness } from './testing/harness'
import { signConnectionToken, signSubscriptionToken, tokenSecret } from './tokens'

const secret = tokenSecret(SECRET)
/** The next `event` of a client or subscription (unlike events.once, an 'error' event does not reject). */
const once = (
  emitter: { once(event: string, listener: (...args: unknown[]) => void): unknown },
  event: string,
): Promise<unknown[]> =>
  new Promise((resolve) => {
    emitter.once(event, (...args: unknown[]) => {
      resolve(args)
    })
  })
const connected = (client: Centrifuge) => {
  client.connect()
  return once(client, 'connected')
}

let h: Harness
beforeEach(async () => {
  h = await startGateway()
})
afterEach(async () => {
  await h.stop()
})

describe('connect and public channels', () => {
  it('connects anonymously and delivers publications in order with offsets from 1', async () => {
    const client = h.client()
    const sub = client.newSubscription('public:match:1')
    const received: PublicationContext[] = []
    sub.on('publication', (ctx) => received.push(ctx))
    sub.subscribe()
    const [ctx] = (await connected(client)) as [{ client: string }]
    expect(ctx.client).toMatch(/^[0-9a-f-]{36}$/)
    await once(sub, 'subscribed')
    for (let i = 1; i <= 3; i += 1)
      await h.gateway.publish('public:match:1', { n: i, name: 'Köln' })
    await vi.waitFor(() => {
      expect(received).toHaveLength(3)
    })
    expect(received.map((r) => r.data as unknown)).toEqual(
      [1, 2, 3].map((n) => ({ n, name: 'Köln' })),
    )
    expect(received.map((r) => r.offset)).toEqual([1, 2, 3])
  })

  it('answers a batched first frame in order, connect first', async () => {
    const raw = await h.raw()
    raw.sendRaw(
      [
        { connect: { name: 'js' }, id: 1 },
        { subscribe: { channel: 'public:a', flag: 1 }, id: 2 },
        { subscribe: { channel: 'public:b', flag: 1 }, id: 3 },
      ]
        .map((c) => JSON.stringify(c))
        .join('\n'),
    )
    await vi.waitFor(() => {
      expect(raw.lines.filter((l) => l.id)).toHaveLength(3)
    })
    const replies = raw.lines.filter((l) => l.id)
    expect(replies.map((l) => l.id)).toEqual([1, 2, 3])
    expect(replies[1]).toMatchObject({ subscribe: { recoverable: true, positioned: true } })
    expect(JSON.stringify(replies)).not.toContain('"id":0')
  })

  it('refuses commands before connect, a second connect, bad frames and client publishes', async () => {
    const early = await h.raw()
    early.sendRaw(JSON.stringify({ id: 1, subscribe: { channel: 'public:a' } }))
    expect((await early.closed).code).toBe(DISCONNECT.badRequest.code)

    const twice = await h.raw()
    await twice.command('connect', {})
    twice.sendRaw(JSON.stringify({ id: 2, connect: {} }))
    expect((await twice.closed).code).toBe(DISCONNECT.badRequest.code)

    const garbage = await h.raw()
    garbage.sendRaw('{not json')
    expect((await garbage.closed).code).toBe(DISCONNECT.badRequest.code)

    const publisher = await h.raw()
    await publisher.command('connect', {})
    expect(await publisher.command('publish', { channel: 'public:a', data: {} })).toMatchObject({
      error: { code: 103 },
    })
    expect(await publisher.command('subscribe', { channel: 'nowhere:a' })).toMatchObject({
      error: { code: 102 },
    })
    await publisher.command('subscribe', { channel: 'public:a' })
    expect(await publisher.command('subscribe', { channel: 'public:a' })).toMatchObject({
      error: { code: 105 },
    })
    expect(await publisher.command('unsubscribe', { channel: 'public:never' })).toMatchObject({
      unsubscribe: {},
    })
    expect(await publisher.command('rpc', { method: 'echo', data: { q: 1 } })).toMatchObject({
      rpc: { data: { echo: { q: 1 } } },
    })
    expect(await publisher.command('rpc', { method: 'nope' })).toMatchObject({
      error: { code: 104 },
    })
  })

  it('closes a socket that never connects as stale, and one that never pongs', async () => {
    const stale = await h.raw()
    expect((await stale.closed).code).toBe(DISCONNECT.stale.code)
    const silent = await h.raw()
    // The ws client answers WebSocket pings itself; the protocol's ping is the `{}` line.
    await silent.command('connect', {})
    expect((await silent.closed).code).toBe(DISCONNECT.noPong.code)
  })

  it('pings with {} and the client answers, keeping the connection', async () => {
    const client = h.client()
    await connected(client)
    const disconnected = vi.fn()
    client.on('connecting', disconnected)
    await new Promise((resolve) => setTimeout(resolve, 2500))
    expect(client.state).toBe('connected')
    expect(disconnected).not.toHaveBeenCalled()
  })

  it('closes a frame over the size limit with 1009 and the client stops', async () => {
    const client = h.client()
    await connected(client)
    const done = once(client, 'disconnected')
    void client.rpc('echo', { big: 'x'.repeat(70_000) }).catch(() => undefined)
    const [ctx] = (await done) as [{ code: number }]
    expect(ctx.code).toBe(3)
  })
})

describe('presence', () => {
  it('lists who is subscribed and counts clients and users, on namespaces that enable it', async () => {
    const clients = await Promise.all(
      ['42', '43', '43'].map(async (sub) =>
        h.client({ token: await signConnectionToken(secret, { sub }) }),
      ),
    )
    const subs = clients.map((client) => {
      const sub = client.newSubscription('room:1')
      sub.subscribe()
      client.connect()
      return sub
    })
    await Promise.all(subs.map((sub) => once(sub, 'subscribed')))
    const [first, , last] = subs
    const presence = await first?.presence()
    expect(
      Object.values(presence?.clients ?? {})
        .map((c) => c.user)
        .sort(),
    ).toEqual(['42', '43', '43'])
    expect(await first?.presenceStats()).toEqual({ numClients: 3, numUsers: 2 })
    last?.unsubscribe()
    await vi.waitFor(async () => {
      expect(await first?.presenceStats()).toEqual({ numClients: 2, numUsers: 2 })
    })

    const raw = await h.raw()
    await raw.command('connect', {})
    expect(await raw.command('presence', { channel: 'room:1' })).toMatchObject({
      error: { code: 103 },
    })
    await raw.command('subscribe', { channel: 'public:a' })
    expect(await raw.command('presence_stats', { channel: 'public:a' })).toMatchObject({
      error: { code: 108 },
    })
  })
})

describe('tokens and private channels', () => {
  const tokenFor = (sub: string, ttlSeconds?: number) =>
    signConnectionToken(secret, { sub, ...(ttlSeconds === undefined ? {} : { ttlSeconds }) })

  it('subscribes a player to their private channel only with a subscription token', async () => {
    const client = h.client({ token: await tokenFor('42') })
    const without = client.newSubscription('$user:42')
    const refused = once(without, 'unsubscribed')
    without.subscribe()
    await connected(client)
    const [ctx] = (await refused) as [{ code: number }]
    expect(ctx.code).toBe(103)
    client.removeSubscription(without)

    const withToken = client.newSubscription('$user:42', {
      getToken: () => signSubscriptionToken(secret, { sub: '42', channel: '$user:42' }),
    })
    const received: unknown[] = []
    withToken.on('publication', (p) => received.push(p.data))
    withToken.subscribe()
    await once(withToken, 'subscribed')
    await h.gateway.publish('$user:42', { type: 'balance_changed', balance: 1000 })
    await vi.waitFor(() => {
      expect(received).toEqual([{ type: 'balance_changed', balance: 1000 }])
    })
  })

  it("disconnects for good a player who presents another player's token", async () => {
    const client = h.client({ token: await tokenFor('42') })
    const other = client.newSubscription('$user:43', {
      getToken: () => signSubscriptionToken(secret, { sub: '43', channel: '$user:43' }),
    })
    const received = vi.fn()
    other.on('publication', received)
    other.subscribe()
    await connected(client)
    const [ctx] = (await once(client, 'disconnected')) as [{ code: number }]
    expect(ctx.code).toBe(DISCONNECT.invalidToken.code)
    await h.gateway.publish('$user:43', { secret: true })
    expect(received).not.toHaveBeenCalled()
  })

  it('refuses a forged token for good and asks again for an expired one', async () => {
    const forged = h.client({
      token: await signConnectionToken(tokenSecret('not-the-secret-0123456789abcdef'), {
        sub: '1',
      }),
    })
    forged.connect()
    const [ctx] = (await once(forged, 'disconnected')) as [{ code: number }]
    expect(ctx.code).toBe(3500)

    const getToken = vi.fn(() => tokenFor('7', 60))
    const expired = h.client({
      token: await signConnectionToken(secret, {
        sub: '7',
        ttlSeconds: 1,
        nowSeconds: Math.floor(Date.now() / 1000) - 10,
      }),
      getToken,
    })
    await connected(expired)
    expect(getToken).toHaveBeenCalled()
  })

  it('refreshes an expiring connection token; without a refresh the connection ends 3005', async () => {
    const getToken = vi.fn(() => tokenFor('9', 3))
    const client = h.client({ token: await tokenFor('9', 3), getToken })
    await connected(client)
    const reconnects = vi.fn()
    client.on('connecting', reconnects)
    // Past the first token's expiry plus the grace: only a refresh keeps the connection.
    await new Promise((resolve) => setTimeout(resolve, 5500))
    expect(getToken).toHaveBeenCalled()
    expect(reconnects).not.toHaveBeenCalled()

    const raw = await h.raw()
    const reply = await raw.command('connect', { token: await tokenFor('9', 1) })
    expect(reply).toMatchObject({ connect: { expires: true } })
    // Keep answering pings so only the expiry can end it.
    const pong = setInterval(() => {
      raw.sendRaw('{}')
    }, 200)
    expect((await raw.closed).code).toBe(DISCONNECT.expired.code)
    clearInterval(pong)
  })
})

describe('subscription token refresh', () => {
  it('refreshes an expiring subscription token and stays subscribed', async () => {
    const client = h.client({ token: await signConnectionToken(secret, { sub: '11' }) })
    const getToken = vi.fn(() =>
      signSubscriptionToken(secret, { sub: '11', channel: '$user:11', ttlSeconds: 3 }),
    )
    const sub = client.newSubscription('$user:11', { getToken })
    sub.subscribe()
    client.connect()
    await once(sub, 'subscribed')
    const ends = vi.fn()
    sub.on('unsubscribed', ends)
    sub.on('subscribing', ends)
    // Past the first token's expiry plus the grace: only sub_refresh keeps the subscription.
    await new Promise((resolve) => setTimeout(resolve, 5500))
    expect(getToken.mock.calls.length).toBeGreaterThanOrEqual(2)
    expect(ends).not.toHaveBeenCalled()
    expect(sub.state).toBe('subscribed')
  })

  it('ends an expired subscription with 2501; the client comes back with a fresh token', async () => {
    const raw = await h.raw()
    await raw.command('connect', { token: await signConnectionToken(secret, { sub: '12' }) })
    const token = await signSubscriptionToken(secret, {
      sub: '12',
      channel: '$user:12',
      ttlSeconds: 1,
    })
    expect(await raw.command('subscribe', { channel: '$user:12', token })).toMatchObject({
      subscribe: { expires: true },
    })
    const pong = setInterval(() => {
      raw.sendRaw('{}')
    }, 200)
    await vi.waitFor(
      () => {
        expect(raw.lines).toContainEqual({
          push: { channel: '$user:12', unsubscribe: UNSUBSCRIBE.expired },
        })
      },
      { timeout: 5000 },
    )
    clearInterval(pong)
    const fresh = await signSubscriptionToken(secret, { sub: '12', channel: '$user:12' })
    expect(await raw.command('subscribe', { channel: '$user:12', token: fresh })).toHaveProperty(
      'subscribe',
    )
  })
})

describe('server unsubscribes and disconnects', () => {
  it('ends a subscription below 2500 and resubscribes with recover from 2500', async () => {
    const client = h.client({ token: await signConnectionToken(secret, { sub: '5' }) })
    const sub = client.newSubscription('public:match:9')
    sub.subscribe()
    await connected(client)
    await once(sub, 'subscribed')
    await h.gateway.publish('public:match:9', { n: 1 })

    h.gateway.unsubscribeUser('5', 'public:match:9', UNSUBSCRIBE.insufficientState)
    const [again] = (await once(sub, 'subscribed')) as [
      { wasRecovering: boolean; recovered: boolean },
    ]
    expect(again).toMatchObject({ wasRecovering: true, recovered: true })

    const ended = once(sub, 'unsubscribed')
    h.gateway.unsubscribeUser('5', 'public:match:9', UNSUBSCRIBE.server)
    const [ctx] = (await ended) as [{ code: number }]
    expect(ctx.code).toBe(2000)
    expect(sub.state).toBe('unsubscribed')
  })

  it.each([
    [3011, true],
    [4000, true],
    [3503, false],
    [4500, false],
  ])('close %i: reconnects = %s', async (code, reconnects) => {
    const client = h.client({ token: await signConnectionToken(secret, { sub: '6' }) })
    await connected(client)
    const next = Promise.race([
      once(client, 'connecting').then(() => 'connecting'),
      once(client, 'disconnected').then(() => 'disconnected'),
    ])
    h.gateway.disconnectUser('6', { code, reason: 'test' })
    expect(await next).toBe(reconnects ? 'connecting' : 'disconnected')
    if (reconnects) await once(client, 'connected')
  })
})

describe('history, recovery and delta', () => {
  it('recovers what was published while the client was away, each once, in order', async () => {
    const client = h.client({ token: await signConnectionToken(secret, { sub: '8' }) })
    const sub = client.newSubscription('public:updates')
    const seen: unknown[] = []
    sub.on('publication', (p) => seen.push(p.data))
    sub.subscribe()
    await connected(client)
    await once(sub, 'subscribed')
    await h.gateway.publish('public:updates', { n: 1 })
    await vi.waitFor(() => {
      expect(seen).toHaveLength(1)
    })
    client.disconnect()
    for (let n = 2; n <= 5; n += 1) await h.gateway.publish('public:updates', { n })
    client.connect()
    const [ctx] = (await once(sub, 'subscribed')) as [
      { recovered: boolean; wasRecovering: boolean },
    ]
    expect(ctx).toMatchObject({ recovered: true, wasRecovering: true })
    await vi.waitFor(() => {
      expect(seen).toEqual([1, 2, 3, 4, 5].map((n) => ({ n })))
    })
  })

  it("recovers from a server snapshot's position what was published before subscribing", async () => {
    // A page renders from an HTTP snapshot and subscribes later (docs/push-protocol.md §6).
    const snapshot = await h.gateway.position('public:match:9')
    expect(snapshot.offset).toBe(0)
    for (let n = 1; n <= 3; n += 1) await h.gateway.publish('public:match:9', { n })
    // The snapshot made the stream, so its epoch is the one publications carry.
    expect(await h.gateway.position('public:match:9')).toEqual({ ...snapshot, offset: 3 })
    const client = h.client()
    const sub = client.newSubscription('public:match:9', { since: snapshot })
    const seen: unknown[] = []
    sub.on('publication', (p) => seen.push(p.data))
    sub.subscribe()
    await connected(client)
    const [ctx] = (await once(sub, 'subscribed')) as [
      { recovered: boolean; wasRecovering: boolean },
    ]
    expect(ctx).toMatchObject({ recovered: true, wasRecovering: true })
    await vi.waitFor(() => {
      expect(seen).toEqual([1, 2, 3].map((n) => ({ n })))
    })
    client.disconnect()
  })

  it('recovers across a gateway restart when the broker keeps the history', async () => {
    const broker = new InMemoryPushBroker()
    await h.stop()
    h = await startGateway({ broker })
    const port = h.port
    const client = h.client()
    const sub = client.newSubscription('public:match:3')
    const seen: unknown[] = []
    sub.on('publication', (p) => seen.push(p.data))
    sub.subscribe()
    await connected(client)
    await once(sub, 'subscribed')
    await h.gateway.publish('public:match:3', { n: 1 })
    await vi.waitFor(() => {
      expect(seen).toHaveLength(1)
    })
    const reconnecting = once(client, 'connecting')
    await h.gateway.close()
    await new Promise<void>((resolve) => {
      h.server.close(() => {
        resolve()
      })
    })
    await reconnecting
    const publisher = await startGateway({ broker, port })
    await publisher.gateway.publish('public:match:3', { n: 2 })
    const [ctx] = (await once(sub, 'subscribed')) as [{ recovered: boolean }]
    expect(ctx.recovered).toBe(true)
    await vi.waitFor(() => {
      expect(seen).toEqual([{ n: 1 }, { n: 2 }])
    })
    client.disconnect()
    await publisher.stop()
  })

  it('tells a client whose position is gone that it was not recovered', async () => {
    const raw = await h.raw()
    await raw.command('connect', {})
    await h.gateway.publish('public:x', { n: 1 })
    const reply = await raw.command('subscribe', {
      channel: 'public:x',
      recover: true,
      offset: 1,
      epoch: 'gone-epoch',
    })
    expect(reply).toMatchObject({
      subscribe: { was_recovering: true, recovered: false, offset: 1 },
    })
    expect(reply.subscribe).not.toHaveProperty('publications')
    const strict = await raw.command('subscribe', {
      channel: 'public:y',
      recover: true,
      offset: 3,
      epoch: 'gone-epoch',
      flag: 3,
    })
    expect(strict).toMatchObject({ error: { code: 112 } })
    const history = await raw.command('history', { channel: 'public:x', limit: 10 })
    expect(history).toMatchObject({ history: { publications: [{ data: { n: 1 }, offset: 1 }] } })
    const wrongEpoch = await raw.command('history', {
      channel: 'public:x',
      limit: 10,
      since: { offset: 0, epoch: 'nope' },
    })
    expect(wrongEpoch).toMatchObject({ error: { code: 112 } })
  })

  it('sends a new subscription from a position its first publication whole, then deltas', async () => {
    // The client of a page that subscribes from its snapshot has no payload to apply a delta to.
    const payload = (n: number) => ({
      type: 'markets_changed',
      match_id: '8',
      n,
      pad: 'x'.repeat(200),
    })
    await h.gateway.publish('public:match:8', payload(1))
    const since = await h.gateway.position('public:match:8')
    const client = h.client()
    const sub = client.newSubscription('public:match:8', { delta: 'fossil', since })
    const seen: unknown[] = []
    sub.on('publication', (p) => seen.push(p.data))
    sub.subscribe()
    await connected(client)
    const [ctx] = (await once(sub, 'subscribed')) as [{ recovered: boolean }]
    expect(ctx.recovered).toBe(true)
    for (const n of [2, 3]) await h.gateway.publish('public:match:8', payload(n))
    await vi.waitFor(() => {
      expect(seen).toEqual([payload(2), payload(3)])
    })
    expect(sub.deltaStats().numDeltaPayloads).toBe(1)
    client.disconnect()
  })

  it('sends fossil deltas that the client applies, non-ASCII names included', async () => {
    const client = h.client()
    const sub = client.newSubscription('public:match:7', { delta: 'fossil' })
    const seen: unknown[] = []
    sub.on('publication', (p) => seen.push(p.data))
    sub.subscribe()
    await connected(client)
    await once(sub, 'subscribed')
    const payloads = ['Köln', 'Kóln', 'Kóln 🎉', 'Kóln 🎉', 'Zürich'].map((name, i) => ({
      type: 'markets_changed',
      match_id: '7',
      name,
      markets: Array.from({ length: 20 }, (_, k) => ({
        id: String(k),
        odds: 1.5 + (k === i ? 0.01 : 0),
      })),
    }))
    for (const payload of payloads) await h.gateway.publish('public:match:7', payload)
    await vi.waitFor(() => {
      expect(seen).toEqual(payloads)
    })
    expect(sub.deltaStats().numDeltaPayloads).toBeGreaterThan(0)
    expect(client.state).toBe('connected')
  })

  it('sends plain data where the namespace has no delta', async () => {
    const raw = await h.raw()
    await raw.command('connect', {})
    const reply = await raw.command('subscribe', { channel: 'plain:1', delta: 'fossil' })
    expect(reply.subscribe).not.toHaveProperty('delta')
    await h.gateway.publish('plain:1', { a: 1 })
    await vi.waitFor(() => {
      expect(raw.lines.find((l) => l.push)).toMatchObject({
        push: { channel: 'plain:1', pub: { data: { a: 1 }, offset: 1 } },
      })
    })
  })
})

describe('protection', () => {
  it('disconnects a client that stops reading instead of buffering without bound', async () => {
    await h.stop()
    h = await startGateway({ options: { queueMaxBytes: 64 * 1024, pingIntervalMs: 60_000 } })
    const slow = await h.raw()
    await slow.command('connect', {})
    await slow.command('subscribe', { channel: 'public:flood' })
    const fast = h.client()
    const sub = fast.newSubscription('public:flood')
    let count = 0
    sub.on('publication', () => (count += 1))
    sub.subscribe()
    await connected(fast)
    await once(sub, 'subscribed')
    expect(h.gateway.stats()).toMatchObject({ connections: 2, subscriptions: 2, slowDropped: 0 })
    // Stop reading: the kernel buffers fill, then the gateway's queue.
    ;(slow.socket as unknown as { _socket: { pause(): void } })._socket.pause()
    const big = 'x'.repeat(16 * 1024)
    for (let i = 0; i < 1500; i += 1) {
      await h.gateway.publish('public:flood', { i, big })
      // Give the sockets a turn, as a real publisher's pace would.
      await new Promise((resolve) => setImmediate(resolve))
    }
    await vi.waitFor(() => {
      expect(count).toBe(1500)
    })
    ;(slow.socket as unknown as { _socket: { resume(): void } })._socket.resume()
    expect((await slow.closed).code).toBe(DISCONNECT.slow.code)
    expect(h.gateway.stats()).toMatchObject({
      connections: 1,
      subscriptions: 1,
      publications: 1500,
      slowDropped: 1,
    })
  })

  it('answers a flood of commands with 111 instead of serving them all', async () => {
    const raw = await h.raw()
    await raw.command('connect', {})
    const frame = Array.from({ length: 300 }, (_, i) =>
      JSON.stringify({ id: i + 10, rpc: { method: 'echo', data: i } }),
    ).join('\n')
    raw.sendRaw(frame)
    await vi.waitFor(() => {
      expect(raw.lines.filter((l) => (l.id as number) >= 10)).toHaveLength(300)
    })
    expect(raw.lines.some((l) => (l.error as { code?: number } | undefined)?.code === 111)).toBe(
      true,
    )
  })
})
