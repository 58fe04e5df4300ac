// Throughput of the api's GET /healthz (Fastify + a SQLite query) next to a bare node:http
// server answering the same JSON, measured in the same run: the ratio is the figure to watch,
// because the machines are shared and absolute numbers drift.
import { createServer, type Server } from 'node:http'
import { once } from 'node:events'
import { buildApp, migrateToLatest, openSqlite } from '@sportsbook/api'
import { load } from './lib/wrk'

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 5)
const CONNECTIONS = 20

async function measure(url: string): Promise<number> {
  return (await load(url, CONNECTIONS, DURATION_S)).rps
}

async function baselineServer(): Promise<Server> {
  const body = JSON.stringify({ status: 'ok', database: 'ok' })
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' }).end(body)
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  return server
}

const baseline = await baselineServer()
const baselineAddress = baseline.address()
if (baselineAddress === null || typeof baselineAddress === 'string') throw new Error('no port')
const baselineRps = await measure(`http://127.0.0.1:${baselineAddress.port}/healthz`)
baseline.close()

const db = openSqlite(':memory:')
await migrateToLatest(db)
const app = buildApp({ db })
const address = await app.listen({ host: '127.0.0.1', port: 0 })
const apiRps = await measure(`${address}/healthz`)
await app.close()

console.log(
  `api GET /healthz: ${Math.round(apiRps)} req/s | baseline node:http: ${Math.round(baselineRps)} req/s | ratio ${(apiRps / baselineRps).toFixed(2)} (${CONNECTIONS} connections, ${DURATION_S} s each)`,
)
