// Catalogue reads under load (issue 4): GET /matches?match_status=1, GET /matches/:id/markets
// and GET /search at 100 connections, on SQLite and on PostgreSQL, each next to a Fastify
// hello-world route measured in the same run. The api runs as its own process with its
// defaults (1 s response cache); passes with the cache off (both databases) show what a read
// costs without it (each match's summary is kept until the match is written: decision 159),
// once with the feed writing, which moves the live matches' summaries on. Without the cache,
// identical requests in flight at once still share one computation: on PostgreSQL many join one
// while it waits for the database, so its "cache off" lines are far from a read's whole cost;
// on SQLite a computation runs to its end in one turn of the event loop and none can join.
// Requests ask for gzip, as browsers do (a page of 50 matches is ~100 KB raw, ~11 KB gzipped).
// The live feed is off except in the passes that say "feed 19×", the feed thread writing ~5,000
// outcome updates/s; `bench/feed` measures the feed itself.
// The load generator is wrk (C, one thread: decision 176); autocannon spent more CPU reading a
// 10 KB answer than the api spent sending it. Each route is also compared with Fastify sending
// as many bytes as its (gzipped) answer from memory, measured once: what answers that size cost
// on the same two cores without the api. A cached answer near 1.00 of it costs the api next to
// nothing of its own.
import { mkdtempSync, rmSync } from 'node:fs'
import { get } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startPostgresCluster } from '@sportsbook/test-support'
import { startServer, stopServer } from './lib/processes'
import { ACCEPT_GZIP, load, type LoadResult } from './lib/wrk'

const CONNECTIONS = 100
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 5)
const dir = mkdtempSync(join(tmpdir(), 'sportsbook-bench-'))

const hello = await startServer(
  'bench/lib/hello-server.ts',
  {},
  { portVariable: 'PORT', readyPath: '/hello' },
)
await load(`${hello.origin}/hello`, CONNECTIONS, 1)
const baseline = await load(`${hello.origin}/hello`, CONNECTIONS, DURATION_S)
const line = (label: string, r: LoadResult, sameBytes?: LoadResult) =>
  `${label.padEnd(56)} ${Math.round(r.rps).toString().padStart(6)} req/s  p99 ${r.p99Ms.toFixed(1).padStart(5)} ms  | ${(r.rps / baseline.rps).toFixed(2)} of hello-world` +
  (sameBytes ? `, ${(r.rps / sameBytes.rps).toFixed(2)} of its bytes from memory` : '')
console.log(line('baseline: Fastify hello-world', baseline))
/** Fastify sending each route's answer size from memory, by route name (measured once). */
const sameBytes = new Map<string, LoadResult>()

/** The bytes an answer takes on the wire (gzipped when the api compresses it). */
function wireBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { headers: ACCEPT_GZIP }, (response) => {
      let bytes = 0
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.length
      })
      response.on('end', () => {
        resolve(bytes)
      })
      response.on('error', reject)
    }).on('error', reject)
  })
}

async function measureApi(label: string, env: Record<string, string>): Promise<void> {
  const api = await startServer(
    'apps/api/src/server.ts',
    { SEED: '1', FEED_ENABLED: 'false', ...env },
    { portVariable: 'API_PORT', readyPath: '/healthz' },
  )
  try {
    const live = (await (
      await fetch(`${api.origin}/api/v2/matches?match_status=0&limit=1&sport_key=football`)
    ).json()) as { data: { id: string }[] }
    const matchId = live.data[0]?.id ?? '1'
    const routes: [string, string][] = [
      ['GET /matches?match_status=1', '/api/v2/matches?match_status=1'],
      ['GET /matches/:id/markets', `/api/v2/matches/${matchId}/markets`],
      ['GET /search?q=united', '/api/v2/search?q=united'],
    ]
    for (const [name, path] of routes) {
      let memory = sameBytes.get(name)
      if (!memory) {
        const bytes = await wireBytes(`${api.origin}${path}`)
        const url = `${hello.origin}/bytes/${String(bytes)}`
        await load(url, CONNECTIONS, 1)
        memory = await load(url, CONNECTIONS, DURATION_S)
        sameBytes.set(name, memory)
        const kb = `${(bytes / 1024).toFixed(1)} KB`
        console.log(line(`baseline: Fastify sending ${kb} from memory (${name})`, memory))
      }
      await load(`${api.origin}${path}`, CONNECTIONS, 1, ACCEPT_GZIP)
      const result = await load(`${api.origin}${path}`, CONNECTIONS, DURATION_S, ACCEPT_GZIP)
      console.log(line(`${label} ${name}`, result, memory))
    }
  } finally {
    await stopServer(api.child)
  }
}

try {
  await measureApi('sqlite', { DATABASE_PATH: join(dir, 'bench.db'), DATABASE_URL: '' })
  const cluster = await startPostgresCluster()
  try {
    await measureApi('postgres', { DATABASE_URL: cluster.url })
    // The same routes while the feed thread writes ~5,000 outcome updates/s (19 × 262/s).
    await measureApi('postgres, feed 19×', {
      DATABASE_URL: cluster.url,
      FEED_ENABLED: 'true',
      FEED_SPEED: '19',
    })
    await measureApi('postgres, cache off', { DATABASE_URL: cluster.url, CATALOGUE_CACHE_MS: '0' })
  } finally {
    cluster.stop()
  }
  await measureApi('sqlite, cache off', {
    DATABASE_PATH: join(dir, 'bench.db'),
    DATABASE_URL: '',
    CATALOGUE_CACHE_MS: '0',
  })
  await measureApi('sqlite, cache off, feed 19×', {
    DATABASE_PATH: join(dir, 'bench.db'),
    DATABASE_URL: '',
    CATALOGUE_CACHE_MS: '0',
    FEED_ENABLED: 'true',
    FEED_SPEED: '19',
  })
} finally {
  await stopServer(hello.child)
  rmSync(dir, { recursive: true, force: true })
}
