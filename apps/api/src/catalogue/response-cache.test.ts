import { gunzipSync } from 'node:zlib'
import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { ResponseCache } from './response-cache'

function harness(ttlMs: number) {
  let now = 0
  let produced = 0
  let release: () => void = () => undefined
  let gate: Promise<void> = Promise.resolve()
  const cache = new ResponseCache({ ttlMs, maxEntries: 2, now: () => now })
  const app = Fastify()
  app.get('/:key', async (request, reply) => {
    const sent = await cache.reply(
      request,
      reply,
      'en',
      { cacheControl: 'public, max-age=1' },
      async () => {
        produced += 1
        const version = produced
        await gate
        return request.url === '/missing'
          ? undefined
          : JSON.stringify({ url: request.url, version })
      },
    )
    return sent ? reply : reply.code(404).send({ missing: true })
  })
  return {
    app,
    cache,
    produced: () => produced,
    advance: (ms: number) => (now += ms),
    hold: () => {
      gate = new Promise((resolve) => (release = resolve))
    },
    release: () => {
      release()
    },
  }
}

describe('response cache', () => {
  it('serves a fresh answer from memory', async () => {
    const h = harness(1000)
    const first = await h.app.inject('/a')
    const second = await h.app.inject('/a')
    expect(second.body).toBe(first.body)
    expect(h.produced()).toBe(1)
  })

  it('computes concurrent misses of one key once', async () => {
    const h = harness(1000)
    h.hold()
    const requests = Array.from({ length: 20 }, () => h.app.inject('/a'))
    await new Promise((resolve) => setTimeout(resolve, 10))
    h.release()
    const bodies = (await Promise.all(requests)).map((r) => r.body)
    expect(new Set(bodies).size).toBe(1)
    expect(h.produced()).toBe(1)
  })

  it('serves the stale answer while one refresh runs, then the new one', async () => {
    const h = harness(1000)
    await h.app.inject('/a')
    h.advance(1500)
    h.hold()
    const stale = await h.app.inject('/a')
    expect(stale.json()).toEqual({ url: '/a', version: 1 })
    h.release()
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect((await h.app.inject('/a')).json()).toEqual({ url: '/a', version: 2 })
    expect(h.produced()).toBe(2)
  })

  it('waits for a new answer when the old one is far too old, and forgets everything on clear', async () => {
    const h = harness(1000)
    await h.app.inject('/a')
    h.advance(60_000)
    expect((await h.app.inject('/a')).json()).toEqual({ url: '/a', version: 2 })
    h.cache.clear()
    expect((await h.app.inject('/a')).json()).toEqual({ url: '/a', version: 3 })
  })

  it('does not cache a missing answer and evicts the oldest entry beyond the limit', async () => {
    const h = harness(1000)
    expect((await h.app.inject('/missing')).statusCode).toBe(404)
    expect((await h.app.inject('/missing')).statusCode).toBe(404)
    expect(h.produced()).toBe(2)
    await h.app.inject('/a')
    await h.app.inject('/b')
    await h.app.inject('/c')
    await h.app.inject('/a')
    expect(h.produced()).toBe(6)
  })

  it('without a cache, compresses each answer from its own body, the same one reused', async () => {
    const bodies = ['a', 'a', 'b'].map((letter) => JSON.stringify({ text: letter.repeat(2000) }))
    let produced = 0
    const cache = new ResponseCache({ ttlMs: 0, maxEntries: 2 })
    const app = Fastify()
    app.get('/', async (request, reply) => {
      const body = bodies[produced++] ?? ''
      await cache.reply(request, reply, 'en', { cacheControl: 'no-store' }, () =>
        Promise.resolve(body),
      )
      return reply
    })
    const got = []
    for (const _ of bodies) {
      const response = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } })
      expect(response.headers['content-encoding']).toBe('gzip')
      got.push({ body: gunzipSync(response.rawPayload).toString(), etag: response.headers.etag })
    }
    expect(got.map((g) => g.body)).toEqual(bodies)
    expect(got[1]?.etag).toBe(got[0]?.etag)
    expect(got[2]?.etag).not.toBe(got[0]?.etag)
  })
})
