// A host platform's page that embeds the sportsbook in an iframe and answers its messages
// (issue 12, embedded mode). Plain Node, no dependencies:
//   SPORTSBOOK_URL=http://localhost:3000/sports PORT=3090 node examples/host-platform/server.mjs
// The sportsbook must list this page's origin in EMBED_ALLOWED_ORIGINS. With HOST_AUTH_SECRET
// (the api's too) the page's demo sign-in signs its player into the sportsbook (`auth_token`).
import { createHmac } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'

const port = Number(process.env.PORT ?? 3090)
const sportsbook = process.env.SPORTSBOOK_URL ?? 'http://localhost:3000/sports'
const page = readFileSync(new URL('./host.html', import.meta.url), 'utf8')
const forger = readFileSync(new URL('./forger.html', import.meta.url), 'utf8')
const secret = process.env.HOST_AUTH_SECRET

const base64url = (value) => Buffer.from(JSON.stringify(value)).toString('base64url')

/**
 * The token the sportsbook's api exchanges for a session: HS256 over the player's e-mail, one
 * minute. A real platform mints it for the player signed in to it; this demo page has no
 * accounts of its own and mints it for whatever e-mail it is given — never run it against real
 * players.
 */
function hostToken(email) {
  const now = Math.floor(Date.now() / 1000)
  const signed = `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url({ sub: email, iat: now, exp: now + 60 })}`
  return `${signed}.${createHmac('sha256', secret).update(signed).digest('base64url')}`
}

createServer((request, response) => {
  const path = new URL(request.url ?? '/', 'http://host').pathname
  if (path === '/') {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    response.end(
      page
        .replace('%SPORTSBOOK_URL%', JSON.stringify(sportsbook))
        .replace('%HOST_SIGN_IN%', JSON.stringify(Boolean(secret))),
    )
  } else if (path === '/token' && secret) {
    const email = new URL(request.url ?? '/', 'http://host').searchParams.get('email') ?? ''
    response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' })
    response.end(JSON.stringify({ token: hostToken(email) }))
  } else if (path === '/forger.html') {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    response.end(forger)
  } else {
    response.writeHead(404, { 'content-type': 'text/plain' })
    response.end('Not found')
  }
}).listen(port, () => {
  console.log(`host platform on http://localhost:${String(port)} embedding ${sportsbook}`)
})
