// Bet placement (issue 8): POST /api/v3/bets from 50 signed-in players at once, each
// placing singles back to back for a few seconds (autocannon, one connection per player), each
// request with its own Idempotency-Key as the web sends it, on SQLite and on PostgreSQL.
// Printed: placements/s and p50/p99 next to GET /healthz driven the same way in the same run,
// and the CPU a placement cost the api and PostgreSQL's backends (a figure the machine's
// neighbours move less than throughput); then the same with every bet
// playing the demo jackpot (three levels, each in shards a placement adds to: decision 162),
// next to the placements without.
// Then mixed load: 20 players placing while 30 readers page through the catalogue (live list,
// upcoming list, search; the 1 s answer cache on), and the ledger audit on what the run wrote.
// Last, PostgreSQL's figures as a share of SQLite's. The api runs as its own process with its
// defaults and the feed off (prices stay put, so no placement is refused for a moved price);
// every answer must be a 200. BENCH_DATABASES=postgres (or sqlite) runs one database alone.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startPostgresCluster } from '@sportsbook/test-support'
import autocannon from 'autocannon'
import { cpuSince } from './lib/cpu-time'
import { startServer, stopServer } from './lib/processes'

const PLAYERS = 50
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 5)
const MIXED_PLAYERS = 20
const MIXED_READERS = 30
const MIXED_DURATION_S = Number(process.env.BENCH_MIXED_DURATION_S ?? 2 * DURATION_S)
const dir = mkdtempSync(join(tmpdir(), 'sportsbook-bench-'))
/** Keys of this run: each placement request has its own Idempotency-Key. */
const RUN = Date.now().toString(36)
let placements = 0

type Player = { cookie: string; csrf: string }
type Selection = {
  match_id: string
  market_id: string
  specifier: string
  outcome_id: string
  odds: number
}
type Run = { perSecond: number; p50: number; p99: number; count: number }

async function signUp(origin: string, i: number): Promise<Player> {
  const email = `bench-${i}-${Date.now()}@players.test`
  const password = 'bench password 1'
  const json = { 'content-type': 'application/json' }
  const up = await fetch(`${origin}/platform/users`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, password, country: 'DK', currency: 'EUR', terms: true }),
  })
  if (!up.ok) throw new Error(`sign-up: ${up.status} ${await up.text()}`)
  const signIn = await fetch(`${origin}/platform/users/sign_in`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, password }),
  })
  if (!signIn.ok) throw new Error(`sign-in: ${signIn.status} ${await signIn.text()}`)
  const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
  const { csrf_token: csrf } = (await signIn.json()) as { csrf_token: string }
  const deposit = await fetch(`${origin}/platform/deposits/quick`, {
    method: 'POST',
    headers: { ...json, cookie, 'x-csrf-token': csrf },
    body: JSON.stringify({ currency: 'EUR', amount: 100_000_000 }),
  })
  if (!deposit.ok) throw new Error(`deposit: ${deposit.status} ${await deposit.text()}`)
  return { cookie, csrf }
}

/** Home wins of pre-match football matches, at their current prices. */
async function selections(origin: string): Promise<Selection[]> {
  const matches = (await (
    await fetch(`${origin}/api/v2/matches?match_status=0&sport_key=football&limit=40`)
  ).json()) as { data: { id: string }[] }
  const out: Selection[] = []
  for (const { id } of matches.data) {
    const markets = (await (await fetch(`${origin}/api/v2/matches/${id}/markets`)).json()) as {
      data: {
        id: string
        specifier: string
        status: number
        outcomes: { id: string; odds: number; active: boolean }[]
      }[]
    }
    const main = markets.data.find((m) => m.id === '1' && m.status === 1)
    const home = main?.outcomes.find((o) => o.id === '1' && o.active)
    if (main && home)
      out.push({ match_id: id, market_id: '1', specifier: '', outcome_id: '1', odds: home.odds })
  }
  if (out.length === 0) throw new Error('no open selections')
  return out
}

/**
 * autocannon with one connection per player: each connection signs its requests with the
 * player it was given on its first request. Fails on any non-2xx answer.
 */
async function drive(
  connections: number,
  request: (connection: number, n: number) => autocannon.Request,
  origin: string,
  duration = DURATION_S,
): Promise<Run> {
  let next = 0
  const result = await autocannon({
    url: origin,
    connections,
    duration,
    requests: [
      {
        setupRequest: (req, context: { connection?: number; n?: number }) => {
          context.connection ??= next++
          context.n = (context.n ?? 0) + 1
          return { ...req, ...request(context.connection, context.n) }
        },
      },
    ],
  })
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${result.non2xx} non-2xx answers, ${result.errors} errors`)
  return {
    perSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    count: result.requests.total,
  }
}

/** Catalogue pages a reader cycles through while players place (the api's 1 s cache on). */
const READ_PATHS = [
  '/api/v2/matches?match_status=1',
  '/api/v2/matches?match_status=0&limit=20',
  '/api/v2/search?q=united',
]

type Measured = { placed: Run; mixed: Run }

async function measure(label: string, env: Record<string, string>): Promise<Measured> {
  const api = await startServer(
    'apps/api/src/server.ts',
    {
      SEED: '1',
      FEED_ENABLED: 'false',
      DEMO_AUTO_CONFIRM: 'true',
      // Players are funded through the demo payment provider, off unless turned on.
      DEMO_PAYMENTS: 'true',
      AUTH_ATTEMPTS_PER_MINUTE: '100000',
      PLACEMENTS_PER_MINUTE: '1000000',
      ...env,
    },
    { portVariable: 'API_PORT', readyPath: '/healthz' },
  )
  try {
    const players = await Promise.all(
      Array.from({ length: PLAYERS }, (_, i) => signUp(api.origin, i)),
    )
    const offered = await selections(api.origin)
    const place = (connection: number, n: number): autocannon.Request => {
      const player = players[connection % PLAYERS]
      const selection = offered[(connection * 7 + n) % offered.length]
      if (!player || !selection) throw new Error('no player or selection')
      return {
        path: '/api/v3/bets',
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          cookie: player.cookie,
          'x-csrf-token': player.csrf,
          // As the web sends every placement: a retry of a lost answer places nothing twice.
          'idempotency-key': `bench-${RUN}-${String((placements += 1))}`,
        },
        body: JSON.stringify({
          meta: { device_id: `bench-${connection}` },
          bets: [{ stake: { subunits: 100, currency: 'EUR' }, selections: [selection] }],
        }),
      }
    }
    const health = (): autocannon.Request => ({ path: '/healthz' })
    await drive(PLAYERS, health, api.origin)
    const baseline = await drive(PLAYERS, health, api.origin)
    await drive(PLAYERS, place, api.origin)
    const cpu = cpuSince(api.child.pid ?? 0, 'postgres')
    const placed = await drive(PLAYERS, place, api.origin)
    const used = cpu()
    const row = (name: string, r: Run) =>
      `${`${label} ${name}`.padEnd(34)} ${Math.round(r.perSecond).toString().padStart(6)}/s  p50 ${r.p50.toFixed(1).padStart(5)} ms  p99 ${r.p99.toFixed(1).padStart(5)} ms`
    console.log(row('GET /healthz (baseline)', baseline))
    console.log(
      `${row('POST /api/v3/bets', placed)}  | ${(placed.perSecond / baseline.perSecond).toFixed(2)} of /healthz (${placed.count} bets by ${PLAYERS} players)`,
    )
    const perBet = (ms: number) => ((1000 * ms) / placed.count).toFixed(0).padStart(5)
    console.log(
      `${`${label} CPU per placement`.padEnd(34)}  api ${perBet(used.own)} µs  database ${perBet(used.group)} µs`,
    )
    // Mixed load: catalogue readers and MIXED_PLAYERS players placing at the same time.
    const read = (connection: number, n: number): autocannon.Request => ({
      path: READ_PATHS[(connection + n) % READ_PATHS.length] ?? '/',
    })
    const [mixed, reads] = await Promise.all([
      drive(MIXED_PLAYERS, place, api.origin, MIXED_DURATION_S),
      drive(MIXED_READERS, read, api.origin, MIXED_DURATION_S),
    ])
    console.log(
      `${row(`mixed: bets by ${MIXED_PLAYERS} players`, mixed)}  | beside ${Math.round(reads.perSecond)} catalogue reads/s (p99 ${reads.p99.toFixed(1)} ms) by ${MIXED_READERS} readers`,
    )
    auditAfter(label, env)
    return { placed, mixed }
  } finally {
    await stopServer(api.child)
  }
}

const JACKPOTS = { JACKPOTS_FILE: 'apps/api/config/jackpots.demo.json' }

/** Placements without jackpots, then with every bet playing one, on one kind of database. */
async function withAndWithoutJackpots(
  label: string,
  env: (name: string) => Record<string, string>,
) {
  const plain = await measure(label, env('plain'))
  const jackpot = await measure(`${label} +jackpot`, { ...env('jackpot'), ...JACKPOTS })
  console.log(
    `${label}: every bet playing the jackpot places ${(jackpot.placed.perSecond / plain.placed.perSecond).toFixed(2)} as many bets a second as without`,
  )
  return plain
}

/** The ledger audit (`npm run audit:ledger`) on the database the run wrote; fails the bench if broken. */
function auditAfter(label: string, env: Record<string, string>): void {
  const audit = spawnSync(process.execPath, ['--import', 'tsx', 'apps/api/src/audit-ledger.ts'], {
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    encoding: 'utf8',
  })
  const summary = audit.stdout.trim().split('\n').at(-1)
  if (audit.status !== 0)
    throw new Error(`${label}: ledger audit failed\n${audit.stdout}${audit.stderr}`)
  console.log(`${label}: ${summary ?? ''}`)
}

const DATABASES = (process.env.BENCH_DATABASES ?? 'sqlite,postgres').split(',')

const results = new Map<string, Measured>()
try {
  if (DATABASES.includes('sqlite'))
    results.set(
      'sqlite',
      await withAndWithoutJackpots('sqlite', (name) => ({
        DATABASE_PATH: join(dir, `${name}.db`),
        DATABASE_URL: '',
      })),
    )
  if (DATABASES.includes('postgres')) {
    const cluster = await startPostgresCluster()
    try {
      // A database per run, as SQLite's file per run: the jackpot run starts as empty.
      const databases = {
        plain: cluster.createDatabase('bench_plain'),
        jackpot: cluster.createDatabase('bench_jackpot'),
      }
      results.set(
        'postgres',
        await withAndWithoutJackpots('postgres', (name) => ({
          DATABASE_URL: name === 'jackpot' ? databases.jackpot : databases.plain,
        })),
      )
    } finally {
      cluster.stop()
    }
  }
  const sqlite = results.get('sqlite')
  const postgres = results.get('postgres')
  if (sqlite && postgres)
    console.log(
      `postgres / sqlite: placements ${(postgres.placed.perSecond / sqlite.placed.perSecond).toFixed(2)}, mixed load ${(postgres.mixed.perSecond / sqlite.mixed.perSecond).toFixed(2)}`,
    )
} finally {
  rmSync(dir, { recursive: true, force: true })
}
