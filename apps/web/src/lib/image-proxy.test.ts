import { readdirSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { imageUrl } from './image-url'

vi.mock('server-only', () => ({}))
const { createImageCache, proxyImage } = await import('./image-proxy')

// A real HTTP server stands for the api or a CDN: a 400×200 PNG and a page that is no image.
let server: Server
let origin = ''
beforeAll(async () => {
  const png = await sharp({
    create: { width: 400, height: 200, channels: 3, background: { r: 200, g: 30, b: 30 } },
  })
    .png()
    .toBuffer()
  server = createServer((request, response) => {
    if (request.url === '/fe-api/logo.png') response.end(png)
    else if (request.url === '/fe-api/page.html') response.end('<html></html>')
    else if (request.url === '/fe-api/moved.png')
      response.writeHead(302, { location: '/fe-api/logo.png' }).end()
    else if (request.url === '/fe-api/away.png')
      response.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data' }).end()
    else if (request.url === '/fe-api/inside.png')
      response.writeHead(302, { location: '/platform/dev/mailbox' }).end()
    else if (request.url === '/platform/dev/mailbox') response.end(png)
    else response.writeHead(404).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`
})
afterAll(() => {
  server.close()
})

// The web app's own public folder: promotion banners are its SVGs.
const publicDir = fileURLToPath(new URL('../../public', import.meta.url))
const get = (path: string, accept = '') =>
  proxyImage(new Request(`http://web.test${path}`, { headers: { accept } }), {
    baseUrl: origin,
    allowedOrigins: ['https://cdn.example.com'],
    publicDir,
  })

/** The real fetch, counting its calls; the first `failures` calls fail as a reset connection. */
function countingFetch(failures = 0) {
  let calls = 0
  const counted: typeof fetch = (input, init) => {
    calls += 1
    return calls <= failures
      ? Promise.reject(new Error('connection reset'))
      : globalThis.fetch(input, init)
  }
  return { fetch: counted, calls: () => calls }
}

describe('image proxy (spec §7.2, §9)', () => {
  it("serves the site's own images (promotion banners) from its public folder, and nothing above it", async () => {
    const [banner] = readdirSync(`${publicDir}/images/promotions`)
    const response = await get(imageUrl(`/images/promotions/${banner ?? ''}`, 640), 'image/webp')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/webp')
    expect(
      (await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width,
    ).toBeLessThanOrEqual(640)
    expect((await get(imageUrl('/images/../../package.json', 64))).status).toBe(403)
    expect((await get(imageUrl('/images/%2e%2e/%2e%2e/package.json', 64))).status).toBe(403)
    expect((await get(imageUrl('/images/promotions/none.svg', 64))).status).toBe(404)
  })

  it('resizes to a listed width and answers avif, webp or jpeg by Accept', async () => {
    for (const [accept, type, format] of [
      ['image/avif,image/webp,*/*', 'image/avif', 'heif'],
      ['image/webp,*/*', 'image/webp', 'webp'],
      ['*/*', 'image/jpeg', 'jpeg'],
    ] as const) {
      const response = await get(imageUrl('/fe-api/logo.png', 90), accept)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe(type)
      expect(response.headers.get('vary')).toBe('Accept')
      const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata()
      expect(meta.format).toBe(format)
      expect(meta.width).toBe(96) // 90 rounds up to the listed 96
    }
  })

  it('never enlarges a small source', async () => {
    const response = await get(imageUrl('/fe-api/logo.png', 1920), 'image/webp')
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata()
    expect(meta.width).toBe(400)
  })

  it('refuses other origins, bad parameters and sources that are not images, naming the field', async () => {
    const foreign = await get(imageUrl('https://evil.example.net/x.png', 64))
    expect(foreign.status).toBe(403)
    expect(await foreign.json()).toMatchObject({ error: { field: 'url' } })
    const width = await get('/image?url=%2Ffe-api%2Flogo.png&w=wide')
    expect(width.status).toBe(400)
    expect(await width.json()).toMatchObject({ error: { field: 'w' } })
    expect((await get('/image?w=64')).status).toBe(400)
    expect((await get(imageUrl('/fe-api/missing.png', 64))).status).toBe(502)
    expect((await get(imageUrl('/fe-api/page.html', 64))).status).toBe(502)
  })

  it("follows a redirect only to an address it would fetch itself, and never the api's own routes (issue 21)", async () => {
    expect((await get(imageUrl('/fe-api/moved.png', 64))).status).toBe(200)
    const away = await get(imageUrl('/fe-api/away.png', 64))
    expect(away.status).toBe(403)
    expect(await away.json()).toMatchObject({ error: { field: 'url' } })
    expect((await get(imageUrl('/fe-api/inside.png', 64))).status).toBe(403)
    expect((await get(imageUrl('/platform/dev/mailbox', 64))).status).toBe(403)
  })

  it('encodes an image once for every request of the same width and format, at once or after', async () => {
    const counting = countingFetch()
    const cache = createImageCache()
    const ask = (width: number, accept: string) =>
      proxyImage(
        new Request(`http://web.test${imageUrl('/fe-api/logo.png', width)}`, {
          headers: { accept },
        }),
        { baseUrl: origin, allowedOrigins: [], fetch: counting.fetch, cache },
      )
    const first = await Promise.all([1, 2, 3].map(() => ask(90, 'image/avif,*/*')))
    const later = await ask(90, 'image/avif,*/*')
    expect([...first, later].map((response) => response.status)).toEqual([200, 200, 200, 200])
    const bodies = await Promise.all(
      [...first, later].map(async (response) => Buffer.from(await response.arrayBuffer())),
    )
    expect(new Set(bodies.map((body) => body.toString('base64'))).size).toBe(1)
    expect(counting.calls()).toBe(1)
    // Another format or width is another encoding.
    expect((await ask(90, 'image/webp,*/*')).headers.get('content-type')).toBe('image/webp')
    expect((await ask(200, 'image/avif,*/*')).status).toBe(200)
    expect(counting.calls()).toBe(3)
  })

  it('keeps no failure: the next request for the image tries again', async () => {
    const failingOnce = countingFetch(1)
    const cache = createImageCache()
    const ask = () =>
      proxyImage(new Request(`http://web.test${imageUrl('/fe-api/logo.png', 64)}`), {
        baseUrl: origin,
        allowedOrigins: [],
        fetch: failingOnce.fetch,
        cache,
      })
    const failed = await ask()
    expect(failed.status).toBe(502)
    expect(await failed.json()).toMatchObject({ error: { field: 'url' } })
    expect((await ask()).status).toBe(200)
    expect(failingOnce.calls()).toBe(2)
  })

  it('keeps no more than its size allows', async () => {
    const counting = countingFetch()
    const ask = (width: number, cache: ReturnType<typeof createImageCache>) =>
      proxyImage(new Request(`http://web.test${imageUrl('/fe-api/logo.png', width)}`), {
        baseUrl: origin,
        allowedOrigins: [],
        fetch: counting.fetch,
        cache,
      })
    const size = async (width: number) =>
      (await (await ask(width, createImageCache())).arrayBuffer()).byteLength
    // Room for either jpeg, not both: the 96-pixel one pushes the 64-pixel one out.
    const room = Math.max(await size(64), await size(96)) + 1
    const cache = createImageCache(room)
    const before = counting.calls()
    for (const width of [64, 64, 96, 64]) expect((await ask(width, cache)).status).toBe(200)
    expect(counting.calls() - before).toBe(3)
    expect(cache.calculatedSize).toBeLessThanOrEqual(room)
  })
})
