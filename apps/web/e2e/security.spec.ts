import { request as httpRequest } from 'node:http'
import { expect, test } from '@playwright/test'

// Issue 21: what an attacker tried through the site itself (the web server in front of the api).

/** A request to the site from a chosen loopback address (another player, as the api sees it). */
function post(
  site: string,
  path: string,
  from: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined> }> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: '127.0.0.1',
        port: Number(new URL(site).port),
        path,
        method: 'POST',
        localAddress: from,
        headers: { 'content-type': 'application/json', ...headers },
      },
      (response) => {
        response.resume()
        response.on('end', () => {
          resolve({ status: response.statusCode ?? 0, headers: response.headers })
        })
      },
    )
    outgoing.on('error', reject)
    outgoing.end(JSON.stringify(body))
  })
}

const randomLoopback = () =>
  `127.${String(1 + Math.floor(Math.random() * 250))}.${String(Math.floor(Math.random() * 250))}.${String(2 + Math.floor(Math.random() * 250))}`

test(
  'rate limits count each client through the site, whatever X-Forwarded-For it writes',
  { tag: '@desktop' },
  async ({ baseURL }) => {
    const ask = async (from: string, spoofed?: string) => {
      const answer = await post(
        baseURL ?? '',
        '/platform/users/password',
        from,
        { email: 'nobody@players.test' },
        spoofed ? { 'x-forwarded-for': spoofed } : {},
      )
      expect(answer.status).toBe(202)
      return Number(answer.headers['x-ratelimit-remaining'])
    }
    const first = randomLoopback()
    const second = randomLoopback()
    const a1 = await ask(first)
    expect(await ask(first)).toBe(a1 - 1)
    // Another client's bucket is its own (was: one 127.0.0.1 bucket for the whole site)…
    const b1 = await ask(second, '198.51.100.1')
    expect(b1).toBeGreaterThan(a1 - 1)
    // …and rotating X-Forwarded-For does not give it a fresh one (was: unlimited tries).
    expect(await ask(second, '198.51.100.2')).toBe(b1 - 1)
    expect(await ask(second, '198.51.100.3')).toBe(b1 - 2)
  },
)

test(
  'pages and proxied api answers carry the security headers',
  { tag: '@desktop' },
  async ({ request }) => {
    const page = await request.get('/sports')
    expect(page.headers()['x-content-type-options']).toBe('nosniff')
    expect(page.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(page.headers()['content-security-policy']).toContain('frame-ancestors')
    // The api's HTML pages, served on the site's origin, can be framed by the site only.
    const mailbox = await request.get('/platform/dev/mailbox')
    expect(mailbox.headers()['content-security-policy']).toContain("frame-ancestors 'self'")
    expect(mailbox.headers()['cache-control']).toBe('no-store')
  },
)

/** A WebSocket upgrade of the push connection through the site: 101, or the status refusing it. */
function upgrade(site: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({
      host: '127.0.0.1',
      port: Number(new URL(site).port),
      path: '/connection/websocket',
      headers: {
        connection: 'Upgrade',
        upgrade: 'websocket',
        'sec-websocket-version': '13',
        'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==',
        ...headers,
      },
    })
    outgoing.on('upgrade', (_response, socket) => {
      socket.destroy()
      resolve(101)
    })
    outgoing.on('response', (response) => {
      response.resume()
      resolve(response.statusCode ?? 0)
    })
    outgoing.on('error', reject)
    outgoing.end()
  })
}

test(
  'a push connection from another site is refused, whatever X-Forwarded-Host it writes',
  { tag: '@desktop' },
  async ({ baseURL }) => {
    const site = new URL(baseURL ?? '')
    expect(await upgrade(site.origin, { origin: site.origin })).toBe(101)
    // A page on evil.test: its browser sends the site's Host and its own Origin. The site's proxy
    // tells the api that Host, replacing this header; were it passed on, the api would take
    // evil.test for its own host and let the page connect as the player.
    const evil = { origin: 'http://evil.test', 'x-forwarded-host': 'evil.test' }
    expect(await upgrade(site.origin, evil)).toBe(403)
  },
)

test('/init-sportsbook never leaves the site, however the path is disguised', async ({ page }) => {
  for (const path of ['/%09/evil.invalid', '//evil.invalid', '/%5Cevil.invalid']) {
    await page.goto(`/sports/init-sportsbook?path=${path}`)
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/sports$/)
  }
})
