import { PUSH_CHANNELS } from '@sportsbook/contracts'
import { Centrifuge } from 'centrifuge'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import WebSocket from 'ws'
import type { ApiInstance } from '../app'
import { buildTestApp } from '../testing/test-app'

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
    const sub = client.newSubscription(PUSH_CHANNELS.publicUpdates)
    const received: unknown[] = []
    sub.on('publication', (ctx) => received.push(ctx.data))
    const subscribed = new Promise((resolve) => sub.once('subscribed', resolve))
    sub.subscribe()
    client.connect()
    await subscribed
    const event = { type: 'match_status_changed', match_id: '1', status: 1 }
    app.publisher.publish(PUSH_CHANNELS.publicUpdates, event)
    await vi.waitFor(() => {
      expect(received).toEqual([event])
    })
    client.disconnect()
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
