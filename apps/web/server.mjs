// The web app's server: `next start` (or `next dev` with --dev), and in front of it the proxy of
// the api's paths (/api, /platform, /connection, /fe-api) to API_ORIGIN, so the browser sees one
// origin (no CORS, same cookies). The proxy is here rather than in next.config's rewrites: a
// build bakes those in, and one build must run against whatever api it is started with.
//
// The api trusts exactly one hop (TRUST_PROXY / TRUST_PROXY_HOPS): the address this server
// sees is appended to X-Forwarded-For, so what a client writes in front of it is ignored.
import { EventEmitter } from 'node:events'
import { createServer } from 'node:http'
import { parseArgs } from 'node:util'
import { createProxyServer } from 'http-proxy-3'
import next from 'next'
import { API_PREFIXES, DEFAULT_API_ORIGIN } from './api-origin.mjs'

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '3000' },
    hostname: { type: 'string', default: '0.0.0.0' },
    keepAliveTimeout: { type: 'string' },
    dev: { type: 'boolean', default: false },
  },
})
const port = Number(values.port)

/**
 * Tells the api who asked, as a proxy does: the peer's address appended to X-Forwarded-For, and
 * the site's host (the Host the client asked for) as X-Forwarded-Host, replacing any a client
 * wrote — the push gateway compares a WebSocket's Origin with it, and the proxy's own Host is
 * the api's.
 */
function forwardClient(request) {
  const peer = request.socket.remoteAddress ?? ''
  const before = request.headers['x-forwarded-for']
  request.headers['x-forwarded-for'] = before ? `${String(before)}, ${peer}` : peer
  request.headers['x-forwarded-host'] = request.headers.host ?? ''
}

/** Whether the api answers `url` (a request's path and query). */
function isApiPath(url = '/') {
  const pathname = url.split('?')[0] ?? ''
  return API_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))
}

// Next listens for WebSocket upgrades (the dev server's HMR) on the server it is given, from its
// first request on; it is given only the upgrades that are not the api's, or both would answer.
const pageUpgrades = new EventEmitter()
const app = next({ dev: values.dev, port, dir: import.meta.dirname, httpServer: pageUpgrades })
const handle = app.getRequestHandler()
// Loads next.config, which validates every setting (src/env.ts) and stops a bad start.
await app.prepare()

const api = createProxyServer({
  target: process.env.API_ORIGIN ?? DEFAULT_API_ORIGIN,
  changeOrigin: true,
  ws: true,
})
/** A client that went away mid-answer: nothing to tell anyone. */
const GONE = new Set(['ECONNRESET', 'EPIPE'])
api.on('error', (error, request, responseOrSocket) => {
  if (!('code' in error && GONE.has(error.code)))
    console.error(`api proxy: ${request.method ?? ''} ${request.url ?? ''}: ${error.message}`)
  if (!('writeHead' in responseOrSocket)) return void responseOrSocket.destroy()
  if (responseOrSocket.headersSent) return void responseOrSocket.destroy()
  responseOrSocket.writeHead(502, { 'content-type': 'application/json' })
  responseOrSocket.end(JSON.stringify({ error: 'The api did not answer' }))
})

const server = createServer((request, response) => {
  // A balancer's check that this server runs (api paths are the api's own business).
  if (request.url === '/livez') return void response.writeHead(200).end('ok')
  if (!isApiPath(request.url)) return void handle(request, response)
  forwardClient(request)
  api.web(request, response)
})
server.on('upgrade', (request, socket, head) => {
  if (!isApiPath(request.url)) return void pageUpgrades.emit('upgrade', request, socket, head)
  forwardClient(request)
  api.ws(request, socket, head)
})
if (values.keepAliveTimeout) server.keepAliveTimeout = Number(values.keepAliveTimeout)
server.on('error', (error) => {
  console.error(error.code === 'EADDRINUSE' ? `Port ${port} is in use.` : error)
  process.exit(1)
})
server.listen(port, values.hostname, () => {
  console.log(`web listening on http://${values.hostname}:${port}`)
})
