// A host platform's page that embeds the sportsbook in an iframe and answers its messages
// (issue 12, embedded mode). Plain Node, no dependencies:
//   SPORTSBOOK_URL=http://localhost:3000/sports PORT=3090 node examples/host-platform/server.mjs
// The sportsbook must list this page's origin in EMBED_ALLOWED_ORIGINS.
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'

const port = Number(process.env.PORT ?? 3090)
const sportsbook = process.env.SPORTSBOOK_URL ?? 'http://localhost:3000/sports'
const page = readFileSync(new URL('./host.html', import.meta.url), 'utf8')
const forger = readFileSync(new URL('./forger.html', import.meta.url), 'utf8')

createServer((request, response) => {
  const path = new URL(request.url ?? '/', 'http://host').pathname
  if (path === '/') {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    response.end(page.replace('%SPORTSBOOK_URL%', JSON.stringify(sportsbook)))
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
