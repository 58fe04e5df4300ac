// A reference games partner (issue 26): the page the sportsbook's virtual wallet launches for
// racing, lotteries and the virtual gaming arena, framed by the sportsbook. Plain Node:
//   PARTNER_LAUNCH_SECRET=… SPORTSBOOK_ORIGINS=http://localhost:3000 PORT=3095 node examples/partner-games/server.mjs
// It checks the launch token (HS256 with the secret it shares with the api, the product as its
// audience, not expired, not used before) and shows a simulated game; it has no wallet of its own.
import { createHmac, timingSafeEqual } from 'node:crypto'
import { createServer } from 'node:http'

const port = Number(process.env.PORT ?? 3095)
const secret = process.env.PARTNER_LAUNCH_SECRET
if (!secret || secret.length < 32) throw new Error('PARTNER_LAUNCH_SECRET: at least 32 characters')
// The sportsbook pages that may frame the games.
const framers = (process.env.SPORTSBOOK_ORIGINS ?? 'http://localhost:3000').split(',').join(' ')

const GAMES = {
  racing: { title: 'Horse racing', body: 'Race 4 at Ascot starts in 3 minutes.' },
  lotteries: { title: 'Lotteries', body: 'The next draw is at 20:00.' },
  'virtual-gaming-arena': { title: 'Virtual gaming arena', body: 'Round 12 is about to begin.' },
}

/**
 * Launch tokens already used (jti → expiry, seconds): a token opens a game once, so a link
 * copied from the address bar or a log does not. Each is forgotten when it would have expired.
 */
const used = new Map()

/**
 * The token's claims when it is signed with the shared secret, for this game, not expired and
 * not used before (its `jti` is remembered until it expires).
 */
function verified(token, product) {
  const [header, payload, signature] = String(token).split('.')
  if (!header || !payload || !signature) return undefined
  const expected = createHmac('sha256', secret).update(`${header}.${payload}`).digest()
  const given = Buffer.from(signature, 'base64url')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined
  const alg = JSON.parse(Buffer.from(header, 'base64url').toString()).alg
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString())
  const now = Math.floor(Date.now() / 1000)
  if (alg !== 'HS256' || claims.aud !== product || !(claims.exp > now)) return undefined
  for (const [jti, exp] of used) if (exp <= now) used.delete(jti)
  if (typeof claims.jti !== 'string' || used.has(claims.jti)) return undefined
  used.set(claims.jti, claims.exp)
  return claims
}

const escape = (text) => String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

const page = (title, body) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${escape(title)}</title>
<style>body{font:16px system-ui;margin:0;padding:24px;background:#0b3d2e;color:#fff}
main{max-width:640px;margin:auto}h1{margin-top:0}</style></head>
<body><main>${body}</main></body></html>`

createServer((request, response) => {
  const url = new URL(request.url ?? '/', `http://localhost:${port}`)
  const product = url.pathname.slice(1)
  const game = Object.hasOwn(GAMES, product) ? GAMES[product] : undefined
  const headers = {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': `frame-ancestors ${framers}`,
    'cache-control': 'no-store',
  }
  if (!game) {
    response.writeHead(404, headers).end(page('Not found', '<h1>No such game</h1>'))
    return
  }
  let claims
  try {
    claims = verified(url.searchParams.get('token'), product)
  } catch {
    claims = undefined
  }
  if (!claims) {
    response
      .writeHead(401, headers)
      .end(
        page(
          game.title,
          `<h1>${escape(game.title)}</h1><p role="alert">This launch link is not valid, has been used or has expired. Open the game again from the sportsbook.</p>`,
        ),
      )
    return
  }
  response.writeHead(200, headers).end(
    page(
      game.title,
      `<h1>${escape(game.title)}</h1>
<p>${escape(game.body)}</p>
<p data-player="${escape(claims.sub)}">Playing in ${escape(claims.cur)} on ${escape(claims.app)} — a simulated game of the reference partner.</p>`,
    ),
  )
}).listen(port, '127.0.0.1', () => {
  console.log(`partner games on http://localhost:${port}/racing (framed by ${framers})`)
})
