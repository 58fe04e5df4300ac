import { once } from 'node:events'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PUSH_CHANNELS, publicPushEventSchema } from '@sportsbook/contracts'
import { Centrifuge } from 'centrifuge'
import { sql } from 'kysely'
import WebSocket from 'ws'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { buildTestApp } from './testing/test-app'
import { freePort, startRedis } from '@sportsbook/test-support'
import { startApiProcess } from './testing/api-process'

const tempDir = mkdtempSync(join(tmpdir(), 'sportsbook-api-'))
afterAll(() => {
  rmSync(tempDir, { recursive: true, force: true })
})

/** Starts the real server process and collects what it prints. */
const startServer = (env: Record<string, string>) => startApiProcess('src/server.ts', env)

describe('graceful shutdown', () => {
  it('finishes an in-flight request, then closes the database', async () => {
    const app = await buildTestApp()
    let markStarted: () => void = () => undefined
    const started = new Promise<void>((resolve) => (markStarted = resolve))
    app.get('/probe/slow', async () => {
      markStarted()
      await new Promise((resolve) => setTimeout(resolve, 300))
      return { finished: true }
    })
    const address = await app.listen({ host: '127.0.0.1', port: 0 })

    const inFlight = fetch(`${address}/probe/slow`)
    await started
    const closed = app.close()
    const response = await inFlight
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ finished: true })
    await closed
    await expect(sql`select 1`.execute(app.db)).rejects.toThrow()
  })

  it('stops the real server on SIGTERM with exit code 0', async () => {
    const databasePath = join(tempDir, 'sigterm.db')
    const server = startServer({ API_PORT: '0', DATABASE_PATH: databasePath })
    const origin = await server.listening()
    const health = await fetch(`${origin}/healthz`)
    expect(health.status).toBe(200)
    expect(existsSync(databasePath)).toBe(true)

    server.child.kill('SIGTERM')
    expect(await server.exited).toBe(0)
    expect(server.output()).toContain('api stopped')
  }, 30_000)

  it.each(['API_PORT', 'METRICS_PORT'])(
    'exits non-zero naming the port and %s when the port is taken',
    async (variable) => {
      const blocker = createServer()
      blocker.listen(0, '127.0.0.1')
      await once(blocker, 'listening')
      const address = blocker.address()
      if (address === null || typeof address === 'string') throw new Error('no port')
      try {
        const server = startServer({
          ...(variable === 'METRICS_PORT' && { API_PORT: '0' }),
          [variable]: String(address.port),
          DATABASE_PATH: join(tempDir, `busy-${variable}.db`),
        })
        expect(await server.exited).toBe(1)
        expect(server.output()).toContain(`Port ${String(address.port)} is in use. Set ${variable}`)
        expect(server.output()).not.toContain('    at ')
      } finally {
        blocker.close()
      }
    },
    30_000,
  )

  it('refuses a bad environment value, naming the variable', async () => {
    const server = startServer({ API_PORT: 'eighty' })
    expect(await server.exited).not.toBe(0)
    expect(server.output()).toMatch(/API_PORT: .+/)
  }, 30_000)
})

describe('the feed thread of the real server', () => {
  it('moves live prices in the database while the api answers, and stops with the server', async () => {
    const server = startServer({
      API_PORT: '0',
      DATABASE_PATH: join(tempDir, 'feed.db'),
      FEED_SPEED: '60',
      FEED_TICK_MS: '100',
      CATALOGUE_CACHE_MS: '0',
    })
    const origin = await server.listening()
    const live = (await (await fetch(`${origin}/api/v2/matches?live=true&limit=5`)).json()) as {
      data: { id: string }[]
    }
    expect(live.data.length).toBeGreaterThan(0)
    const oddsOf = async () => {
      const all = await Promise.all(
        live.data.map(async ({ id }) =>
          fetch(`${origin}/api/v2/matches/${id}/markets`).then((r) => r.text()),
        ),
      )
      return all.join('\n')
    }
    const first = await oddsOf()
    await vi.waitFor(
      async () => {
        expect(await oddsOf()).not.toBe(first)
      },
      {
        timeout: 20_000,
        interval: 250,
      },
    )
    expect(server.output()).toContain('simulated feed running on its own thread')
    server.child.kill('SIGTERM')
    expect(await server.exited).toBe(0)
    expect(server.output()).not.toMatch(/feed tick failed|feed thread crashed/)
  }, 60_000)
})

describe('two api nodes sharing Redis', () => {
  it("delivers one node's feed to a browser connected to the other", async () => {
    const redis = await startRedis()
    const shared = { REDIS_URL: redis.url, PUSH_TOKEN_SECRET: 's'.repeat(40), API_PORT: '0' }
    const feeding = startServer({
      ...shared,
      DATABASE_PATH: join(tempDir, 'node-a.db'),
      FEED_SPEED: '60',
      FEED_TICK_MS: '100',
    })
    const serving = startServer({
      ...shared,
      DATABASE_PATH: join(tempDir, 'node-b.db'),
      FEED_ENABLED: 'false',
    })
    try {
      await feeding.listening()
      const origin = await serving.listening()
      const client = new Centrifuge(`${origin.replace('http', 'ws')}/connection/websocket`, {
        websocket: WebSocket,
      })
      const sub = client.newSubscription(PUSH_CHANNELS.publicUpdates)
      const types = new Set<string>()
      sub.on('publication', (ctx) => types.add(publicPushEventSchema.parse(ctx.data).type))
      sub.subscribe()
      client.connect()
      await vi.waitFor(
        () => {
          expect(types).toContain('match_changed')
        },
        { timeout: 20_000, interval: 100 },
      )
      client.disconnect()
    } finally {
      feeding.child.kill('SIGTERM')
      serving.child.kill('SIGTERM')
      expect(await feeding.exited, feeding.output()).toBe(0)
      expect(await serving.exited, serving.output()).toBe(0)
      await redis.stop()
    }
  }, 60_000)
})

describe('push tokens without PUSH_TOKEN_SECRET', () => {
  it('stay valid across a restart: an open page reconnects with the token it holds', async () => {
    const port = await freePort()
    const env = { API_PORT: String(port), DATABASE_PATH: join(tempDir, 'restart.db') }
    let server = startServer(env)
    const origin = await server.listening()
    let tokens = 0
    const client = new Centrifuge(`${origin.replace('http', 'ws')}/connection/websocket`, {
      websocket: WebSocket,
      getToken: async () => {
        tokens += 1
        const response = await fetch(`${origin}/api/v2/websocket/token`, { method: 'POST' })
        return ((await response.json()) as { token: string }).token
      },
      minReconnectDelay: 100,
      maxReconnectDelay: 500,
    })
    let connects = 0
    const disconnects: number[] = []
    client.on('connected', () => (connects += 1))
    client.on('disconnected', (ctx) => disconnects.push(ctx.code))
    try {
      client.connect()
      await vi.waitFor(() => {
        expect(connects).toBe(1)
      })
      server.child.kill('SIGTERM')
      expect(await server.exited).toBe(0)
      server = startServer(env)
      await server.listening()
      // Was: a new random key per process, the held token a forgery, the page closed for good.
      await vi.waitFor(
        () => {
          expect(connects).toBe(2)
        },
        { timeout: 20_000, interval: 100 },
      )
      expect(tokens).toBe(1)
      expect(disconnects).toEqual([])
    } finally {
      client.disconnect()
      server.child.kill('SIGTERM')
      await server.exited
    }
  }, 60_000)
})
