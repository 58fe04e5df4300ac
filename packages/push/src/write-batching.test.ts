// Write batching (decisions 152 and 156): a connection's pushes of one event-loop turn, or of
// the PUSH_WRITE_DELAY_MS window, leave in one frame, and the real `centrifuge` client still
// gets each once, in order.
import type { PublicationContext } from 'centrifuge'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { startGateway, type Harness } from './testing/harness'

let h: Harness | undefined
afterEach(async () => {
  await h?.stop()
  h = undefined
})

describe('a gateway with a write delay', () => {
  it('sends a window’s pushes of several channels in one frame, each in order', async () => {
    h = await startGateway({ options: { writeDelayMs: 40 } })
    const client = h.client()
    const received: { channel: string; offset: number | undefined; data: unknown }[] = []
    const subscriptions = ['public:match:1', 'public:updates'].map((channel) => {
      const sub = client.newSubscription(channel)
      sub.on('publication', (ctx: PublicationContext) =>
        received.push({ channel, offset: ctx.offset, data: ctx.data }),
      )
      const subscribed = new Promise((resolve) => sub.once('subscribed', resolve))
      sub.subscribe()
      return subscribed
    })
    client.connect()
    await Promise.all(subscriptions)
    const raw = await h.raw()
    await raw.command('connect', {})
    await raw.command('subscribe', { channel: 'public:match:1' })
    await raw.command('subscribe', { channel: 'public:updates' })
    const framesBefore = raw.frames.length

    for (let n = 1; n <= 20; n += 1) {
      await h.gateway.publish('public:match:1', { n, name: 'Köln' })
      if (n % 4 === 0) await h.gateway.publish('public:updates', { n })
    }
    await vi.waitFor(() => {
      expect(received).toHaveLength(25)
      expect(raw.lines.filter((l) => l.push)).toHaveLength(25)
    })
    const onMatch = received.filter((r) => r.channel === 'public:match:1')
    expect(onMatch.map((r) => r.offset)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1))
    expect(onMatch.map((r) => r.data)).toEqual(
      Array.from({ length: 20 }, (_, i) => ({ n: i + 1, name: 'Köln' })),
    )
    expect(received.filter((r) => r.channel === 'public:updates').map((r) => r.offset)).toEqual([
      1, 2, 3, 4, 5,
    ])
    // 25 pushes published within one window: far fewer frames than pushes.
    const frames = raw.frames.slice(framesBefore)
    expect(frames.reduce((sum, lines) => sum + lines, 0)).toBe(25)
    expect(frames.length).toBeLessThanOrEqual(3)
    expect(client.state).toBe('connected')
  })

  it('answers a command at once, after the pushes held before it', async () => {
    h = await startGateway({ options: { writeDelayMs: 5_000 } })
    const raw = await h.raw()
    await raw.command('connect', {})
    await raw.command('subscribe', { channel: 'public:match:2' })
    await h.gateway.publish('public:match:2', { n: 1 })
    const asked = Date.now()
    const reply = await raw.command('history', { channel: 'public:match:2', limit: 1 })
    expect(Date.now() - asked).toBeLessThan(2_000)
    expect(reply).toMatchObject({ history: { publications: [{ offset: 1 }] } })
    // The held push left with the reply, ahead of it.
    const push = raw.lines.findIndex((l) => l.push)
    expect(push).toBeGreaterThan(-1)
    expect(push).toBeLessThan(raw.lines.indexOf(reply))
  })

  it('sends what it holds before it disconnects a client', async () => {
    h = await startGateway({ options: { writeDelayMs: 5_000 } })
    const raw = await h.raw()
    await raw.command('connect', {})
    await raw.command('subscribe', { channel: 'public:match:3' })
    await h.gateway.publish('public:match:3', { n: 1 })
    await h.gateway.close()
    await raw.closed
    expect(raw.lines.filter((l) => l.push)).toEqual([
      { push: { channel: 'public:match:3', pub: { data: { n: 1 }, offset: 1 } } },
    ])
  })
})

describe('a gateway without a write delay', () => {
  it('sends the pushes published in one event-loop turn in one frame, each in order', async () => {
    h = await startGateway()
    const client = h.client()
    const received: { offset: number | undefined; data: unknown }[] = []
    const sub = client.newSubscription('public:match:4')
    sub.on('publication', (ctx: PublicationContext) =>
      received.push({ offset: ctx.offset, data: ctx.data }),
    )
    const subscribed = new Promise((resolve) => sub.once('subscribed', resolve))
    sub.subscribe()
    client.connect()
    await subscribed
    const raw = await h.raw()
    await raw.command('connect', {})
    await raw.command('subscribe', { channel: 'public:match:4' })
    const framesBefore = raw.frames.length

    // A feed batch: ten publications from one turn.
    const gateway = h.gateway
    await Promise.all(
      Array.from({ length: 10 }, (_, i) => gateway.publish('public:match:4', { n: i + 1 })),
    )
    await vi.waitFor(() => {
      expect(received).toHaveLength(10)
      expect(raw.lines.filter((l) => l.push)).toHaveLength(10)
    })
    expect(raw.frames.slice(framesBefore)).toEqual([10])
    expect(received).toEqual(
      Array.from({ length: 10 }, (_, i) => ({ offset: i + 1, data: { n: i + 1 } })),
    )
  })
})
