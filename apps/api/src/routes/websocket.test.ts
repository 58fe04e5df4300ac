import { PUSH_CHANNELS } from '@sportsbook/contracts'
import { Centrifuge } from 'centrifuge'
import { EventSource } from 'eventsource'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import WebSocket from 'ws'
import type { ApiInstance } from '../app'
import { buildTestApp } from '../testing/test-app'

/** Subscribes the client to the public updates: what arrives, and when it is subscribed. */
function subscribeUpdates(client: Centrifuge) {
  const sub = client.newSubscription(PUSH_CHANNELS.publicUpdates)
  const received: unknown[] = []
  sub.on('publication', (ctx) => received.push(ctx.data))
  const subscribed = new Promise((resolve) => sub.once('subscribed', resolve))
  sub.subscribe()
  return { received, subscribed }
}

describe('the push gateway of the api', () => {
  let app: ApiInstance
  let origin: string
  beforeAll(async () => {
    app = await buildTestApp()
    origin = await app.listen({ host: '127.0.0.1', port: 0 })
  })
  afterAll(async () => {
    await app.close()
  })

  it('gives a connection token the real client connects with, then delivers what the api publishes', async () => {
    const response = await fetch(`${origin}/api/v2/websocket/token`, { method: 'POST' })
    expect(response.status).toBe(200)
    const { token, ttl } = (await response.json()) as { token: string; ttl: number }
    expect(ttl).toBeGreaterThan(60)
    const client = new Centrifuge(`${origin.replace('http', 'ws')}/connection/websocket`, {
      websocket: WebSocket,
      token,
    })
    const { received, subscribed } = subscribeUpdates(client)
    client.connect()
    await subscribed
    const event = { type: 'match_status_changed', match_id: '1', status: 1 }
    app.publisher.publish(PUSH_CHANNELS.publicUpdates, event)
    await vi.waitFor(() => {
      expect(received).toEqual([event])
    })
    client.disconnect()
  })

  it('serves the real client over SSE when WebSocket is not an option, commands by emulation', async () => {
    const { token } = (await (
      await fetch(`${origin}/api/v2/websocket/token`, { method: 'POST' })
    ).json()) as { token: string }
    const emulation: unknown[] = []
    const client = new Centrifuge([{ transport: 'sse', endpoint: `${origin}/connection/sse` }], {
      eventsource: EventSource,
      emulationEndpoint: `${origin}/connection/emulation`,
      // The commands the client posts: session, node and data (spec §7.2 emulation POST).
      fetch: (input: string | URL | Request, init?: RequestInit) => {
        if (typeof init?.body === 'string') emulation.push(JSON.parse(init.body))
        return fetch(input, init)
      },
      token,
    })
    const connected = new Promise<{ transport: string }>((resolve) =>
      client.once('connected', resolve),
    )
    const { received, subscribed } = subscribeUpdates(client)
    client.connect()
    expect((await connected).transport).toBe('sse')
    await subscribed
    expect(emulation[0]).toMatchObject({
      session: expect.any(String) as string,
      node: expect.any(String) as string,
      data: expect.stringContaining('"subscribe"') as string,
    })
    const event = { type: 'match_status_changed', match_id: '2', status: 1 }
    app.publisher.publish(PUSH_CHANNELS.publicUpdates, event)
    await vi.waitFor(() => {
      expect(received).toEqual([event])
    })
    expect(app.push.openStreams).toBe(1)
    client.disconnect()
    // The stream ends with the client: nothing is left open on the node.
    await vi.waitFor(() => {
      expect(app.push.openStreams).toBe(0)
    })
  })

  it('passes a command for another node to the broker, and refuses an SSE stream without a connect command', async () => {
    // One node here: no node holds the session, and the command is dropped.
    const elsewhere = await app.inject({
      method: 'POST',
      url: '/connection/emulation',
      payload: { session: 's', node: 'another node', data: '{}' },
    })
    expect(elsewhere.statusCode).toBe(204)
    const bare = await fetch(`${origin}/connection/sse`)
    expect(bare.status).toBe(400)
    await bare.text()
  })

  it('authorizes public channels for anyone and no private channel without a player', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v2/websocket/authorize',
      payload: { channels: [PUSH_CHANNELS.match('5'), PUSH_CHANNELS.player('1')] },
    })
    expect(response.statusCode).toBe(200)
    const { channels } = response.json<{ channels: { channel: string; token: string }[] }>()
    expect(channels.map((c) => c.channel)).toEqual([PUSH_CHANNELS.match('5')])
    expect(channels[0]?.token.split('.')).toHaveLength(3)
  })

  it('names the field of a bad authorize body', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v2/websocket/authorize',
      payload: { channels: [] },
    })
    expect(response.statusCode).toBe(400)
    expect(response.body).toContain('body.channels')
  })

  it('accepts the page origin a proxy forwards as X-Forwarded-Host', async () => {
    const socket = new WebSocket(`${origin.replace('http', 'ws')}/connection/websocket`, {
      headers: { Origin: 'http://localhost:3000', 'X-Forwarded-Host': 'localhost:3000' },
    })
    await new Promise<void>((resolve, reject) => {
      socket.on('open', () => {
        socket.close()
        resolve()
      })
      socket.on('unexpected-response', (_req, res) => {
        reject(new Error(`refused with ${String(res.statusCode)}`))
      })
    })
  })

  it('refuses a WebSocket from a foreign origin', async () => {
    const socket = new WebSocket(`${origin.replace('http', 'ws')}/connection/websocket`, {
      headers: { Origin: 'https://evil.example' },
    })
    const status = await new Promise<number | undefined>((resolve) => {
      socket.on('unexpected-response', (_req, res) => {
        resolve(res.statusCode)
      })
      socket.on('error', () => {
        resolve(undefined)
      })
    })
    expect(status).toBe(403)
  })
})
