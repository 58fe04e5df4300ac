// The web app's server: `next start` (or `next dev` with --dev) behind one addition. Next's
// rewrites proxy /api, /platform and /connection to the api with the client's own headers and
// never add the client's address, so the api saw every player as 127.0.0.1 (one rate-limit
// bucket for everyone) or believed whatever X-Forwarded-For a client wrote. Here the address
// this server sees is appended to X-Forwarded-For; the api trusts exactly this one hop
// (TRUST_PROXY / TRUST_PROXY_HOPS), so what a client writes in front of it is ignored.
import { createServer } from 'node:http'
import { parseArgs } from 'node:util'
import next from 'next'

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '3000' },
    hostname: { type: 'string', default: '0.0.0.0' },
    keepAliveTimeout: { type: 'string' },
    dev: { type: 'boolean', default: false },
  },
})
const port = Number(values.port)

/** Appends the peer's address, as a proxy does (RFC 7239's X-Forwarded-For convention). */
function forwardClientAddress(request) {
  const peer = request.socket.remoteAddress ?? ''
  const before = request.headers['x-forwarded-for']
  request.headers['x-forwarded-for'] = before ? `${String(before)}, ${peer}` : peer
}

const app = next({ dev: values.dev, port, dir: import.meta.dirname })
const handle = app.getRequestHandler()
await app.prepare()
const upgrade = app.getUpgradeHandler()

const server = createServer((request, response) => {
  forwardClientAddress(request)
  void handle(request, response)
})
server.on('upgrade', (request, socket, head) => {
  // Next's WebSocket proxy appends the peer itself.
  void upgrade(request, socket, head)
})
if (values.keepAliveTimeout) server.keepAliveTimeout = Number(values.keepAliveTimeout)
server.on('error', (error) => {
  console.error(error.code === 'EADDRINUSE' ? `Port ${port} is in use.` : error)
  process.exit(1)
})
server.listen(port, values.hostname, () => {
  console.log(`web listening on http://${values.hostname}:${port}`)
})
