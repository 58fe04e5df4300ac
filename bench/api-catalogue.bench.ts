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
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startPostgresCluster } from '@sportsbook/test-support'
import { load, startServer, stopServer, type LoadResult } from './lib/processes'

const CONNECTIONS = 100
const GZIP = { 'accept-encoding': 'gzip' }
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 5)
const dir = mkdtempSync(join(tmpdir(), 'sportsbook-bench-'))

const hello = await startServer(
  'bench/lib/hello-server.ts',
  {},
  { portVariable: 'PORT', readyPath: '/hello' },
)
await load(`${hello.origin}/hello`, CONNECTIONS, 1)
const baseline = await load(`${hello.origin}/hello`, CONNECTIONS, DURATION_S)
await stopServer(hello.child)
const line = (label: string, r: LoadResult) =>
  `${label.padEnd(56)} ${Math.round(r.rps).toString().padStart(6)} req/s  p99 ${String(r.p99Ms).padStart(3)} ms  | ${(r.rps / baseline.rps).toFixed(2)} of hello-world`
console.log(line('baseline: Fastify hello-world', baseline))

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
      await load(`${api.origin}${path}`, CONNECTIONS, 1, GZIP)
      console.log(
        line(`${label} ${name}`, await load(`${api.origin}${path}`, CONNECTIONS, DURATION_S, GZIP)),
      )
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
  rmSync(dir, { recursive: true, force: true })
}
